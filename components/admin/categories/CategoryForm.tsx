'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { categoryCreateSchema, categoryUpdateSchema } from '@/lib/catalog/admin-schemas';
import { parseWith } from '@/lib/http/parse';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { ImageUploadField } from '../ImageUploadField';
import type { Option } from '../options';
import { useAdminWrite } from '../useAdminWrite';

export type CategoryRow = {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  parentSlug: string | null;
  displayOrder: number;
};

type Props = { category?: CategoryRow; parents: Option[]; onDone?: () => void };

/** Create or edit one category: its name, address, parent (for nesting), place among its siblings and picture. */
export function CategoryForm({ category, parents, onDone }: Props) {
  const [s, setS] = useState({
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    parentSlug: category?.parentSlug ?? '',
    displayOrder: String(category?.displayOrder ?? 0),
    imageUrl: category?.imageUrl ?? '',
  });
  const { write, errors, setErrors, failure, busy } = useAdminWrite();
  const text = (key: 'title' | 'slug' | 'displayOrder') => ({
    value: s[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const order = Number(s.displayOrder);
    const payload = {
      title: s.title,
      ...(s.slug.trim() || category ? { slug: s.slug } : {}),
      parentSlug: s.parentSlug || null,
      displayOrder: Number.isInteger(order) ? order : s.displayOrder,
      imageUrl: s.imageUrl || null,
    };
    const checked = parseWith(category ? categoryUpdateSchema : categoryCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = category
      ? await write(`/api/v1/admin/categories/${category.id}`, 'PATCH', payload, 'Category saved')
      : await write('/api/v1/admin/categories', 'POST', payload, 'Category created');
    if (saved) onDone?.();
  }

  const choices = [{ value: '', label: '— Top level —' }, ...parents.filter((p) => p.value !== category?.slug)];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={category ? `Edit ${category.title}` : 'New category'}
    >
      <TextField label="Title" required {...text('title')} />
      <TextField label="Slug" hint={category ? undefined : 'Left empty, it is made from the title'} {...text('slug')} />
      <SelectField
        label="Parent"
        options={choices}
        value={s.parentSlug}
        error={errors.parentSlug}
        onChange={(e) => setS((v) => ({ ...v, parentSlug: e.target.value }))}
      />
      <TextField label="Order" inputMode="numeric" hint="Lower comes first" {...text('displayOrder')} />
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Image"
          value={s.imageUrl}
          error={errors.imageUrl}
          onChange={(url) => setS((v) => ({ ...v, imageUrl: url }))}
        />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : category ? 'Save' : 'Create category'}
        </button>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </form>
  );
}
