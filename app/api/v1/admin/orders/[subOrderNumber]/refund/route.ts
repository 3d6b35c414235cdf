import { route, reply } from '@/lib/http/route';
import { refundSubOrder } from '@/lib/fulfilment/fulfil';
import { refundRequestSchema } from '@/lib/fulfilment/schemas';

export const POST = route<{ subOrderNumber: string }, typeof refundRequestSchema, undefined, 'staff'>(
  { access: 'staff', body: refundRequestSchema },
  async ({ user, params, body, request }) => {
    const { refund, created } = await refundSubOrder(
      user,
      params.subOrderNumber,
      body,
      request.headers.get('Idempotency-Key'),
    );
    return reply(refund, created ? 'Refund issued.' : 'This refund was already issued.', created ? 201 : 200);
  },
);
