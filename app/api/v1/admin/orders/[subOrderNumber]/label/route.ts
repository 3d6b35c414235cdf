import { route } from '@/lib/http/route';
import { labelsFor } from '@/lib/fulfilment/paper/print';
import { pdfResponse } from '@/lib/pdf/response';

export const GET = route<{ subOrderNumber: string }, undefined, undefined, 'staff'>(
  { access: 'staff' },
  async ({ user, params }) =>
    pdfResponse(await labelsFor(user, [params.subOrderNumber]), `label-${params.subOrderNumber}`),
);
