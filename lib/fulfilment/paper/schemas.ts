/** Input of the many-labels call: the sub-orders to print, one page each. */
import { z } from 'zod';

export const MAX_LABELS = 100;

export const labelsRequestSchema = z.object({
  subOrderNumbers: z
    .array(z.string().trim().min(1, 'A sub-order number is empty.').max(40), {
      message: 'List the sub-order numbers to print.',
    })
    .min(1, 'Choose at least one sub-order.')
    .max(MAX_LABELS, `At most ${MAX_LABELS} labels at once.`),
});
