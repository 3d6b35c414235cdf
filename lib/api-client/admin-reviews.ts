import type { z } from 'zod';
import type { moderateReviewSchema, reviewReplySchema } from '@/lib/reviews/moderation-rules';
import { apiFetch } from './fetch';

const review = (id: number) => `/api/v1/admin/reviews/${id}`;

/** Review moderation in the back office (app/api/v1/admin/reviews): publish or hide, and the one public reply. */
export const adminReviewsApi = {
  /** publish approves the pending photos; hide needs a reason */
  moderate: (id: number, input: z.input<typeof moderateReviewSchema>) =>
    apiFetch<{ id: number }>(`${review(id)}/moderate`, { method: 'POST', json: input }),
  reply: (id: number, input: z.input<typeof reviewReplySchema>) =>
    apiFetch<{ id: number }>(`${review(id)}/reply`, { method: 'POST', json: input }),
};
