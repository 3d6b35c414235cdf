'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { pageCreateSchema, pageUpdateSchema } from '@/lib/content/admin-schemas';
import { parseWith } from '@/lib/http/parse';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, TextAreaField } from '@/components/ui/form/fields';
import { useAdminWrite } from '../useAdminWrite';
import { useFormState } from './useFormState';

export type AdminContentPage = {
  id: number;
  slug: string;
  title: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  isPublished: boolean;
};

/** A footer or header page (about, shipping policy…): its text, its search-engine lines, and whether it is live. */
export function ContentPageForm({ page }: { page?: AdminContentPage }) {
  const router = useRouter();
  const { write, errors, setErrors, failure, busy } = useAdminWrite();
  const { state, set, bind } = useFormState(
    {
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      content: page?.content ?? '',
      metaTitle: page?.metaTitle ?? '',
      metaDescription: page?.metaDescription ?? '',
      keywords: page?.keywords ?? '',
      isPublished: page?.isPublished ?? false,
    },
    errors,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...state, slug: state.slug || undefined };
    const checked = parseWith(page ? pageUpdateSchema : pageCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = page
      ? await write<AdminContentPage>(`/api/v1/admin/pages/${page.id}`, 'PATCH', payload, 'Page saved')
      : await write<AdminContentPage>('/api/v1/admin/pages', 'POST', payload, 'Page created');
    if (saved && !page) router.push(`/admin/content/pages/${saved.id}`);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={page ? 'Edit page' : 'New page'}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required {...bind('title')} />
        <TextField label="Slug" hint="The page's address: /slug" {...bind('slug')} />
        <TextField label="Meta title" {...bind('metaTitle')} />
        <TextField label="Keywords" {...bind('keywords')} />
      </div>
      <TextAreaField label="Meta description" rows={2} {...bind('metaDescription')} />
      <RichTextField
        label="Content"
        value={state.content}
        error={errors.content}
        onChange={(html) => set('content', html)}
      />
      <CheckField label="Published" checked={state.isPublished} onChange={(v) => set('isPublished', v)} />
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : page ? 'Save page' : 'Create page'}
      </button>
    </form>
  );
}
