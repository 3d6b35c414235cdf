'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { FormMessage } from '@/components/ui/form/FormMessage';
import type { ReviewBody, ReviewDraft } from './review-form';
import { checkReview, reviewErrorKey, TEXT_MAX, TITLE_MAX } from './review-form';
import { PhotoPicker } from './PhotoPicker';
import { StarPicker } from './StarPicker';

type Props = {
  initial?: { rating: number; title: string | null; text: string | null };
  /** photos can be sent with a new review only (an edit changes the words and stars) */
  withPhotos: boolean;
  submitLabel: string;
  onSubmit: (body: ReviewBody, files: File[]) => Promise<string | null>;
};

/** Stars, title and text with counters, photos; checked by the API's own schema before sending. */
export function ReviewForm({ initial, withPhotos, submitLabel, onSubmit }: Props) {
  const t = useTranslations('Reviews.form');
  const [draft, setDraft] = useState<ReviewDraft>({
    rating: initial?.rating ?? 0,
    title: initial?.title ?? '',
    text: initial?.text ?? '',
    files: [],
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<ReviewDraft>) => setDraft((d) => ({ ...d, ...change }));
  // The checks answer in the schema's English; the page shows each in its own language.
  const said = (message: string | undefined) => {
    const key = message && reviewErrorKey(message);
    return key ? t(`errors.${key}`) : message;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReview(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    setFailure(await onSubmit(checked.body, draft.files));
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('label')} className="space-y-4">
      <StarPicker value={draft.rating} onChange={(rating) => set({ rating })} error={said(errors.rating)} />
      <TextField
        label={t('title')}
        value={draft.title}
        maxLength={TITLE_MAX}
        onChange={(e) => set({ title: e.target.value })}
        error={said(errors.title)}
        hint={`${draft.title.length}/${TITLE_MAX}`}
      />
      <TextAreaField
        label={t('text')}
        rows={5}
        value={draft.text}
        maxLength={TEXT_MAX}
        onChange={(e) => set({ text: e.target.value })}
        error={said(errors.text)}
        hint={`${draft.text.length}/${TEXT_MAX}`}
      />
      {withPhotos && (
        <PhotoPicker files={draft.files} onChange={(files) => set({ files })} error={said(errors.files)} />
      )}
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary h-11" disabled={busy}>
        {busy ? t('sending') : submitLabel}
      </button>
    </form>
  );
}
