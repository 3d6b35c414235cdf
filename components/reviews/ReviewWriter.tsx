'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client/fetch';
import { reviewsApi } from '@/lib/api-client/reviews';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notify';
import type { MyReviewJson } from '@/lib/reviews/types';
import { loginPathFor } from '@/lib/security/redirect';
import type { ReviewBody } from './review-form';
import { thanksFor } from './review-form';
import { ReviewForm } from './ReviewForm';

/** The API's messages come in the page's language already. */
const failureOf = (error: unknown) => ({ message: error instanceof ApiError ? error.message : null });

/**
 * "Write a review", loaded on first use: the shopper's standing decides what shows — a signed-out
 * visitor goes to login and comes back to the form, someone who has not received the product is
 * told why, an author edits or deletes their review.
 */
export function ReviewWriter({ slug }: { slug: string }) {
  const t = useTranslations('Reviews');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [mine, setMine] = useState<MyReviewJson | null>(null);
  // A failure's message; null for one the API did not word (shown as 'Please try again.').
  const [problem, setProblem] = useState<{ message: string | null } | null>(null);

  useEffect(() => {
    reviewsApi
      .mine(slug)
      .then(setMine)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          router.push(localePath(loginPathFor(localePath(`/products/${slug}?review=1#reviews`, locale)), locale));
        } else setProblem(failureOf(error));
      });
  }, [slug, router, locale]);

  const done = (message: string, description?: string) => {
    notify.success(message, description ? { description } : undefined);
    setMine(null);
    setProblem(null);
    router.refresh();
  };

  async function save(body: ReviewBody, files: File[]): Promise<string | null> {
    try {
      if (mine?.review) {
        await reviewsApi.edit(mine.review.id, body);
        done(t('writer.updated'));
      } else {
        await reviewsApi.create(slug, body, files);
        const thanks = thanksFor(files.length, (key) => t(`writer.${key}`));
        done(thanks.message, thanks.description);
      }
      setMine({ canReview: false, reason: null, review: null });
      return null;
    } catch (error) {
      return failureOf(error).message ?? t('writer.retry');
    }
  }

  async function remove(id: number) {
    try {
      await reviewsApi.remove(id);
      setMine({ canReview: false, reason: null, review: null });
      done(t('writer.removed'));
    } catch (error) {
      setProblem(failureOf(error));
    }
  }

  if (problem || mine?.reason) {
    return (
      <p role="alert" className="mb-4 rounded-2xl bg-sand-50 p-4 text-sm">
        {problem ? (problem.message ?? t('writer.retry')) : mine?.reason}
      </p>
    );
  }
  if (!mine || (!mine.canReview && !mine.review)) return null;
  const review = mine.review;
  return (
    <div className="mb-6 rounded-3xl border border-line p-5">
      <h3 className="mb-3 font-semibold">{review ? t('writer.edit') : t('write')}</h3>
      <ReviewForm
        initial={review ?? undefined}
        withPhotos={!review}
        submitLabel={review ? t('writer.save') : t('writer.publish')}
        onSubmit={save}
      />
      {review && (
        <button type="button" className="mt-3 text-sm text-spice-600 underline" onClick={() => void remove(review.id)}>
          {t('writer.delete')}
        </button>
      )}
    </div>
  );
}
