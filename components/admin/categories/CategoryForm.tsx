'use client';

import type { FormEvent } from 'react';
import type { z } from 'zod';
import { categoryCreateSchema, categoryUpdateSchema } from '@/lib/catalog/admin-schemas';
import { adminCategoriesApi } from '@/lib/api-client/admin-categories';
import { parseWith } from '@/lib/validation/parse';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { FormActions, FormGrid, FullRow } from '@/components/ui/form/layout';
import { useFormState } from '@/components/ui/form/useFormState';
import { ImageUploadField } from '../ImageUploadField';
import type { Option } from '../options';
import type { Translations } from '@/lib/db/schema';
import { HindiTextField } from '../hindi/HindiFields';
import { hindiError, hindiInitial, hindiPayload } from '../hindi/hindi-state';
import { TITLE_MAX } from '@/lib/validation/slug';
import { useAdminWrite } from '../useAdminWrite';

export type CategoryRow = {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  parentSlug: string | null;
  displayOrder: number;
  /** the Hindi title, edited beside the English */
  translations?: Translations<'title'>;
};

const HINDI = ['title'] as const;

type Payload = z.input<typeof categoryCreateSchema>;
type Props = { category?: CategoryRow; parents: Option[]; onDone?: () => void };

/** Create or edit one category: its name, address, parent (for nesting), place among its siblings and picture. */
export function CategoryForm({ category, parents, onDone }: Props) {
  const { send, errors, setErrors, failure, busy } = useAdminWrite((input: Payload) =>
    category ? adminCategoriesApi.update(category.id, input) : adminCategoriesApi.create(input),
  );
  const {
    state: s,
    bind,
    bindValue,
    set,
  } = useFormState(
    {
      title: category?.title ?? '',
      slug: category?.slug ?? '',
      parentSlug: category?.parentSlug ?? '',
      displayOrder: String(category?.displayOrder ?? 0),
      imageUrl: category?.imageUrl ?? '',
      ...hindiInitial(HINDI, category?.translations),
    },
    errors,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const order = Number(s.displayOrder);
    const payload = {
      title: s.title,
      ...(s.slug.trim() || category ? { slug: s.slug } : {}),
      parentSlug: s.parentSlug || null,
      displayOrder: Number.isInteger(order) ? order : s.displayOrder,
      imageUrl: s.imageUrl || null,
      ...hindiPayload(HINDI, s),
    };
    const checked = parseWith(category ? categoryUpdateSchema : categoryCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    // Checked above, so the order is a whole number here.
    const saved = await send({ ...payload, displayOrder: order }, category ? 'Category saved' : 'Category created');
    if (saved) onDone?.();
  }

  const choices = [{ value: '', label: '— Top level —' }, ...parents.filter((p) => p.value !== category?.slug)];
  return (
    <FormGrid onSubmit={submit} label={category ? `Edit ${category.title}` : 'New category'}>
      <TextField label="Title" required {...bind('title')} />
      <HindiTextField
        label="Title"
        maxLength={TITLE_MAX}
        value={s.hi_title}
        onChange={(v) => set('hi_title', v)}
        error={hindiError(errors, 'title')}
      />
      <TextField label="Slug" hint={category ? undefined : 'Left empty, it is made from the title'} {...bind('slug')} />
      <SelectField label="Parent" options={choices} {...bind('parentSlug')} />
      <TextField label="Order" inputMode="numeric" hint="Lower comes first" {...bind('displayOrder')} />
      <FullRow>
        <ImageUploadField label="Image" {...bindValue('imageUrl')} />
      </FullRow>
      <FormActions busy={busy} failure={failure} label={category ? 'Save' : 'Create category'} />
    </FormGrid>
  );
}
