import type { z } from 'zod';
import type { reviewEditSchema, reviewInputSchema, ReviewSort } from '@/lib/reviews/rules';
import type { MyReviewJson, ReviewDto, ReviewPage } from '@/lib/reviews/types';
import { apiFetch } from './fetch';

const productReviews = (slug: string) => `/api/products/${encodeURIComponent(slug)}/reviews`;

/**
 * Reviews (design §12). Reading pages is public; writing, voting and reporting need a signed-in
 * shopper. A review with photos is sent as multipart (`rating`, `title`, `text`, `files`).
 */
export const reviewsApi = {
  page: (slug: string, page: number, sort: ReviewSort) =>
    apiFetch<ReviewPage>(
      `/api/v1/public/store/products/${encodeURIComponent(slug)}/reviews?page=${page}&sort=${sort}`,
      { redirectOn401: false },
    ),
  mine: (slug: string) => apiFetch<MyReviewJson>(`${productReviews(slug)}/mine`, { redirectOn401: false }),
  create: (slug: string, body: z.input<typeof reviewInputSchema>, files: File[] = []) =>
    files.length
      ? apiFetch<ReviewDto>(productReviews(slug), { method: 'POST', body: multipart(body, files) })
      : apiFetch<ReviewDto>(productReviews(slug), { method: 'POST', json: body }),
  edit: (id: number, body: z.input<typeof reviewEditSchema>) =>
    apiFetch<ReviewDto>(`/api/reviews/${id}`, { method: 'PATCH', json: body }),
  remove: (id: number) => apiFetch(`/api/reviews/${id}`, { method: 'DELETE' }),
  helpful: (id: number) => apiFetch<{ helpfulCount: number }>(`/api/reviews/${id}/helpful`, { method: 'POST' }),
  report: (id: number) => apiFetch(`/api/reviews/${id}/report`, { method: 'POST' }),
};

function multipart(body: z.input<typeof reviewInputSchema>, files: File[]): FormData {
  const form = new FormData();
  form.set('rating', String(body.rating));
  if (body.title) form.set('title', body.title);
  if (body.text) form.set('text', body.text);
  for (const file of files) form.append('files', file);
  return form;
}
