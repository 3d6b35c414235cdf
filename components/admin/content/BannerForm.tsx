'use client';

import type { AdminBannerDto } from '@/lib/content/admin-content';
import { bannerCreateSchema, bannerUpdateSchema } from '@/lib/content/admin-schemas';
import { bannerPlace, uploadAdvice } from '@/lib/content/banner-places';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField } from '@/components/ui/form/fields';
import { FormActions, FormGrid, FullRow } from '@/components/ui/form/layout';
import { ImageUploadField } from '../ImageUploadField';
import { BannerPreview } from './BannerPreview';
import { textsOf, useContentForm, withOrderNumber } from './useContentForm';
import { TwinTextField } from '../hindi/HindiFields';

const HINDI = ['title', 'subtitle', 'tag', 'actionButtonText', 'secondaryActionText'] as const;

/** One home-page banner: its place (side tile or slide), picture or video, words and buttons, with a live preview. */
export function BannerForm({ banner, onDone }: { banner?: AdminBannerDto; onDone?: () => void }) {
  const { state, set, bind, bindValue, twin, submit, failure, busy } = useContentForm({
    id: banner?.id,
    api: adminContentApi.banners,
    schemas: { create: bannerCreateSchema, update: bannerUpdateSchema },
    hindi: { fields: HINDI, stored: banner?.translations },
    initial: {
      ...textsOf(banner, [...HINDI, 'imageUrl', 'posterUrl', 'actionUrl', 'secondaryActionUrl']),
      isExternal: banner?.isExternal ?? false,
      displayOrder: String(banner?.displayOrder ?? 1),
      isActive: banner?.isActive ?? true,
    },
    payload: withOrderNumber,
    messages: { created: 'Banner created', saved: 'Banner saved' },
    onSaved: onDone,
  });
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
    <FormGrid onSubmit={submit} label={banner ? `Edit banner ${banner.title}` : 'New banner'}>
      <TwinTextField label="Title" required maxLength={200} {...twin('title', 'title')} />
      <TwinTextField label="Subtitle" maxLength={300} {...twin('subtitle', 'subtitle')} />
      <TwinTextField label="Tag" maxLength={40} {...twin('tag', 'tag')} />
      <TextField
        label="Order"
        inputMode="numeric"
        hint={
          place ? `Place: ${place.label}. 1–2 side tiles, 3 and up the slider.` : '1–2 side tiles, 3 and up the slider'
        }
        {...bind('displayOrder')}
      />
      <FullRow>
        <ImageUploadField label="Image or video address" {...bindValue('imageUrl')} />
        {place && <p className="mt-1 text-xs text-muted">{uploadAdvice(place)}.</p>}
      </FullRow>
      <TextField label="Video poster (for a video slide)" {...bind('posterUrl')} />
      <TwinTextField label="Button text" maxLength={40} {...twin('actionButtonText', 'button text')} />
      <TwinTextField label="Second button text" maxLength={40} {...twin('secondaryActionText', 'second button text')} />
      <TextField label="Button link" {...bind('actionUrl')} />
      <TextField label="Second button link" {...bind('secondaryActionUrl')} />
      {place && (
        <FullRow>
          <BannerPreview slide={slide} displayOrder={order} />
        </FullRow>
      )}
      <FullRow className="flex flex-wrap gap-4">
        <CheckField label="Link opens another site" checked={state.isExternal} onChange={(v) => set('isExternal', v)} />
        <CheckField label="Shown" checked={state.isActive} onChange={(v) => set('isActive', v)} />
      </FullRow>
      <FormActions busy={busy} failure={failure} label={banner ? 'Save banner' : 'Add banner'} />
    </FormGrid>
  );
}
