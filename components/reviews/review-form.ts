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

/** The form's errors are the schema's English sentences; this names each one's Reviews message (form.errors.*). */
export type ReviewErrorKey = Exclude<keyof typeof REVIEW_MESSAGES, 'onlyBuyers' | 'alreadyReviewed' | 'notFound'>;
const ERROR_KEYS = new Map(
  (['rating', 'titleLength', 'textLength', 'tooManyPhotos'] as const satisfies readonly ReviewErrorKey[]).map((key) => [
    REVIEW_MESSAGES[key] as string,
    key,
  ]),
);
/** The message key of a form error, or null for a sentence the form does not know (shown as it is). */
export const reviewErrorKey = (message: string): ReviewErrorKey | null => ERROR_KEYS.get(message) ?? null;

/** What the shopper is told once the review is saved, in the page's words (Reviews.writer). */
export function thanksFor(
  sentPhotos: number,
  t: (key: 'thanks' | 'photosLater') => string,
): { message: string; description?: string } {
  return sentPhotos ? { message: t('thanks'), description: t('photosLater') } : { message: t('thanks') };
}
