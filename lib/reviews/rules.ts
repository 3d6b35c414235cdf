/**
 * The rules of reviews (design §12) as plain functions and schemas, shared by the API, the forms
 * and the listing: who may write one, what a review holds, how it is signed, and how ratings rank.
 */
import { z } from 'zod';

export const REVIEW_MESSAGES = {
  onlyBuyers: 'Only buyers who received this product can review it.',
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  notFound: 'Review not found.',
  rating: 'Choose a rating from 1 to 5 stars.',
  titleLength: 'The title can be at most 100 characters.',
  textLength: 'The review can be at most 2,000 characters.',
  tooManyPhotos: 'A review can carry at most 3 photos.',
} as const;

export const MAX_REVIEW_PHOTOS = 3;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Plain text only: control characters go (a newline stays); the page escapes the rest when it shows it. */
const plain = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim())
    .pipe(z.string().max(max, message))
    .transform((s) => s || null);

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: plain(100, REVIEW_MESSAGES.titleLength).nullable().optional(),
  text: plain(2000, REVIEW_MESSAGES.textLength).nullable().optional(),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** An edit changes only what it names. */
export const reviewEditSchema = reviewInputSchema.partial();

export const reviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  sort: z.enum(REVIEW_SORTS).catch('newest').default('newest'),
});

/** The name stored for a review whose author gave none (the page shows it in its own language). */
export const ANONYMOUS_AUTHOR = 'A buyer';

/** "Priya Sharma" → "Priya S.": enough to be a person, not enough to find them. */
export function authorNameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return ANONYMOUS_AUTHOR;
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

/** The mean shown on cards and pages: one decimal. */
export const roundRating = (mean: number) => Math.round(mean * 10) / 10;
