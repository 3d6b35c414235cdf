import { MAX_REVIEW_PHOTOS, REVIEW_MESSAGES, reviewInputSchema } from '@/lib/reviews/rules';

export type ReviewDraft = { rating: number; title: string; text: string; files: File[] };
export type ReviewBody = { rating: number; title: string | null; text: string | null };
type Checked = { ok: true; body: ReviewBody } | { ok: false; errors: Partial<Record<keyof ReviewDraft, string>> };

export const TITLE_MAX = 100;
export const TEXT_MAX = 2000;

/** The form's checks are the API's own schema, so the shopper sees the same messages either way. */
export function checkReview(draft: ReviewDraft): Checked {
  const errors: Partial<Record<keyof ReviewDraft, string>> = {};
  if (draft.files.length > MAX_REVIEW_PHOTOS) errors.files = REVIEW_MESSAGES.tooManyPhotos;
  const parsed = reviewInputSchema.safeParse({
    rating: draft.rating || undefined,
    title: draft.title,
    text: draft.text,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReviewDraft;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || errors.files) return { ok: false, errors };
  return {
    ok: true,
    body: { rating: parsed.data.rating, title: parsed.data.title ?? null, text: parsed.data.text ?? null },
  };
}

/** What the shopper is told once the review is saved. */
export function thanksFor(sentPhotos: number): { message: string; description?: string } {
  return sentPhotos
    ? { message: 'Thanks! Your review is published.', description: 'Photos appear after a quick check.' }
    : { message: 'Thanks! Your review is published.' };
}
