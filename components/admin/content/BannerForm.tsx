'use client';

import type { FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { bannerCreateSchema, bannerUpdateSchema } from '@/lib/content/admin-schemas';
import { bannerPlace, uploadAdvice } from '@/lib/content/banner-places';
import { parseWith } from '@/lib/http/parse';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField } from '@/components/ui/form/fields';
import { ImageUploadField } from '../ImageUploadField';
import { useAdminWrite } from '../useAdminWrite';
import { BannerPreview } from './BannerPreview';
import { useFormState } from './useFormState';

export type AdminBanner = {
  id: number;
  imageUrl: string;
  posterUrl: string | null;
  title: string;
  subtitle: string;
  tag: string | null;
  actionButtonText: string | null;
  actionUrl: string | null;
  isExternal: boolean;
  secondaryActionText: string | null;
  secondaryActionUrl: string | null;
  displayOrder: number;
  isActive: boolean;
};

const s = (v: string | null | undefined) => v ?? '';

/** One home-page banner: its place (side tile or slide), picture or video, words and buttons, with a live preview. */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone?: () => void }) {
  const { write, errors, setErrors, failure, busy } = useAdminWrite();
  const { state, set, bind } = useFormState(
    {
      title: s(banner?.title),
      subtitle: s(banner?.subtitle),
      tag: s(banner?.tag),
      imageUrl: s(banner?.imageUrl),
      posterUrl: s(banner?.posterUrl),
      actionButtonText: s(banner?.actionButtonText),
      actionUrl: s(banner?.actionUrl),
      isExternal: banner?.isExternal ?? false,
      secondaryActionText: s(banner?.secondaryActionText),
      secondaryActionUrl: s(banner?.secondaryActionUrl),
      displayOrder: String(banner?.displayOrder ?? 1),
      isActive: banner?.isActive ?? true,
    },
    errors,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const order = Number(state.displayOrder);
    const payload = { ...state, displayOrder: Number.isInteger(order) ? order : state.displayOrder };
    const checked = parseWith(banner ? bannerUpdateSchema : bannerCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = banner
      ? await write(`/api/v1/admin/banners/${banner.id}`, 'PATCH', payload, 'Banner saved')
      : await write('/api/v1/admin/banners', 'POST', payload, 'Banner created');
    if (saved) onDone?.();
  }
  const order = Number(state.displayOrder);
  const place = Number.isInteger(order) ? bannerPlace(order) : null;
  const nullable = (v: string) => v || null;
  const slide = {
    id: banner?.id ?? 0,
    imageUrl: state.imageUrl,
    posterUrl: nullable(state.posterUrl),
    title: state.title,
    subtitle: state.subtitle,
    tag: nullable(state.tag),
    actionButtonText: nullable(state.actionButtonText),
    actionUrl: nullable(state.actionUrl),
    isExternal: state.isExternal,
    secondaryActionText: nullable(state.secondaryActionText),
    secondaryActionUrl: nullable(state.secondaryActionUrl),
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={banner ? `Edit banner ${banner.title}` : 'New banner'}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="Title" required {...bind('title')} />
      <TextField label="Subtitle" {...bind('subtitle')} />
      <TextField label="Tag" {...bind('tag')} />
      <TextField
        label="Order"
        inputMode="numeric"
        hint={
          place ? `Place: ${place.label}. 1–2 side tiles, 3 and up the slider.` : '1–2 side tiles, 3 and up the slider'
        }
        {...bind('displayOrder')}
      />
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Image or video address"
          value={state.imageUrl}
          error={errors.imageUrl}
          onChange={(u) => set('imageUrl', u)}
        />
        {place && <p className="mt-1 text-xs text-muted">{uploadAdvice(place)}.</p>}
      </div>
      <TextField label="Video poster (for a video slide)" {...bind('posterUrl')} />
      <TextField label="Button text" {...bind('actionButtonText')} />
      <TextField label="Button link" {...bind('actionUrl')} />
      <TextField label="Second button text" {...bind('secondaryActionText')} />
      <TextField label="Second button link" {...bind('secondaryActionUrl')} />
      {place && (
        <div className="sm:col-span-2">
          <BannerPreview slide={slide} displayOrder={order} />
        </div>
      )}
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        <CheckField label="Link opens another site" checked={state.isExternal} onChange={(v) => set('isExternal', v)} />
        <CheckField label="Shown" checked={state.isActive} onChange={(v) => set('isActive', v)} />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : banner ? 'Save banner' : 'Add banner'}
        </button>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </form>
  );
}
