import { route } from '@/lib/http/route';
import { packingSlipFor } from '@/lib/fulfilment/paper/print';
import { pdfResponse } from '@/lib/pdf/response';

export const GET = route<{ subOrderNumber: string }, undefined, undefined, 'staff'>(
  { access: 'staff' },
  async ({ user, params }) =>
    pdfResponse(await packingSlipFor(user, params.subOrderNumber), `packing-slip-${params.subOrderNumber}`),
);
