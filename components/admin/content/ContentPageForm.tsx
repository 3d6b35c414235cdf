'use client';

import type { z } from 'zod';
import type { AdminPageDto } from '@/lib/content/admin-content';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { CardForm } from '@/components/ui/form/layout';
import { pageCreateSchema, pageUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, TextAreaField } from '@/components/ui/form/fields';
import { useAdminWrite } from '../useAdminWrite';
import { useFormState } from '@/components/ui/form/useFormState';

/** A footer or header page (about, shipping policy…): its text, its search-engine lines, and whether it is live. */
export function ContentPageForm({ page }: { page?: AdminPageDto }) {
  const router = useRouter();
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: z.input<typeof pageCreateSchema>) =>
    page ? adminContentApi.pages.update(page.id, input) : adminContentApi.pages.create(input),
  );
  const { state, set, bind, bindValue } = useFormState(
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
    const saved = await sendChecked(
      page ? pageUpdateSchema : pageCreateSchema,
      payload,
      page ? 'Page saved' : 'Page created',
    );
    if (saved && !page) router.push(`/admin/content/pages/${saved.id}`);
  }

  return (
    <CardForm
      onSubmit={submit}
      aria-label={page ? 'Edit page' : 'New page'}
      busy={busy}
      failure={failure}
      submitLabel={page ? 'Save page' : 'Create page'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required {...bind('title')} />
        <TextField label="Slug" hint="The page's address: /slug" {...bind('slug')} />
        <TextField label="Meta title" {...bind('metaTitle')} />
        <TextField label="Keywords" {...bind('keywords')} />
      </div>
      <TextAreaField label="Meta description" rows={2} {...bind('metaDescription')} />
      <RichTextField label="Content" {...bindValue('content')} />
      <CheckField label="Published" checked={state.isPublished} onChange={(v) => set('isPublished', v)} />
    </CardForm>
  );
}
