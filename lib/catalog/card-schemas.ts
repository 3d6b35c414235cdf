/** What a caller may ask of the product-card API: which products, by id. */
import { z } from 'zod';

/** A home tab holds a quarter of the catalogue; this bounds the work one request can ask for. */
export const MAX_CARD_IDS = 100;

/** `?ids=3,17,42`: product ids, in the order the cards are shown. */
export const cardIdsQuery = z.object({
  ids: z
    .string({ message: 'ids is required' })
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids is a comma-separated list of product ids')
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_CARD_IDS, `At most ${MAX_CARD_IDS} ids`),
  /** the page's language: `hi` answers the cards' titles and categories in Hindi (English where none) */
  locale: z.enum(['en', 'hi'], { message: 'locale is en or hi' }).optional(),
});
