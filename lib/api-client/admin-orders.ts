import type { z } from 'zod';
import type { BulkMoveResult } from '@/lib/fulfilment/bulk';
import type { StaffSubOrderJson } from '@/lib/fulfilment/fulfil';
import type { labelsRequestSchema } from '@/lib/fulfilment/paper/schemas';
import type { bulkStatusSchema, refundRequestSchema, subOrderStatusSchema } from '@/lib/fulfilment/schemas';
import type { RefundJson } from '@/lib/commerce/refund-json';
import { apiFetch } from './fetch';

const ORDERS = '/api/v1/admin/orders';
const part = (subOrderNumber: string) => `${ORDERS}/${encodeURIComponent(subOrderNumber)}`;

/** Fulfilment in the back office (app/api/v1/admin/orders): moves, shipping, refunds, bulk moves and labels. */
export const adminOrdersApi = {
  /** A status move; shipping is the move to SHIPPED with its courier, waybill and tracking link. */
  move: (subOrderNumber: string, input: z.input<typeof subOrderStatusSchema>) =>
    apiFetch<StaffSubOrderJson>(`${part(subOrderNumber)}/status`, { method: 'POST', json: input }),
  /** The key makes a retried refund answer the first one instead of paying twice. */
  refund: (subOrderNumber: string, input: z.input<typeof refundRequestSchema>, idempotencyKey: string) =>
    apiFetch<RefundJson>(`${part(subOrderNumber)}/refund`, {
      method: 'POST',
      json: input,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  bulkMove: (input: z.input<typeof bulkStatusSchema>) =>
    apiFetch<BulkMoveResult>(`${ORDERS}/bulk-status`, { method: 'POST', json: input }),
  /** The shipping labels as one PDF: the raw answer, for the caller to save or to read its refusal. */
  labels: (input: z.input<typeof labelsRequestSchema>) =>
    fetch(`${ORDERS}/labels`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify(input),
    }),
};
