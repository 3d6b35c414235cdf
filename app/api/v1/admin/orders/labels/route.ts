import { route } from '@/lib/http/route';
import { labelsFor } from '@/lib/fulfilment/paper/print';
import { labelsRequestSchema } from '@/lib/fulfilment/paper/schemas';
import { pdfResponse } from '@/lib/pdf/response';

export const POST = route({ access: 'staff', body: labelsRequestSchema }, async ({ user, body }) =>
  pdfResponse(await labelsFor(user, body.subOrderNumbers), `labels-${body.subOrderNumbers.length}`),
);
