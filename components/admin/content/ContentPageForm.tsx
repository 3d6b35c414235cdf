'use client';

import type { AdminPageDto } from '@/lib/content/admin-content';
import { useRouter } from 'next/navigation';
import { RecordCardForm } from '@/components/ui/form/layout';
import { pageCreateSchema, pageUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, TextAreaField } from '@/components/ui/form/fields';
import { useContentForm } from './useContentForm';

/** A footer or header page (about, shipping policy…): its text, its search-engine lines, and whether it is live. */
export function ContentPageForm({ page }: { page?: AdminPageDto }) {
  const router = useRouter();
  const { state, set, bind, bindValue, submit, failure, busy } = useContentForm({
    id: page?.id,
    api: adminContentApi.pages,
    schemas: { create: pageCreateSchema, update: pageUpdateSchema },
    initial: {
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      content: page?.content ?? '',
      metaTitle: page?.metaTitle ?? '',
      metaDescription: page?.metaDescription ?? '',
      keywords: page?.keywords ?? '',
      isPublished: page?.isPublished ?? false,
    },
    payload: (state) => ({ ...state, slug: state.slug || undefined }),
    messages: { created: 'Page created', saved: 'Page saved' },
    onSaved: (saved, created) => created && router.push(`/admin/content/pages/${saved.id}`),
  });

  return (
    <RecordCardForm noun="page" editing={Boolean(page)} onSubmit={submit} busy={busy} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required {...bind('title')} />
        <TextField label="Slug" hint="The page's address: /slug" {...bind('slug')} />
        <TextField label="Meta title" {...bind('metaTitle')} />
        <TextField label="Keywords" {...bind('keywords')} />
      </div>
      <TextAreaField label="Meta description" rows={2} {...bind('metaDescription')} />
      <RichTextField label="Content" {...bindValue('content')} />
      <CheckField label="Published" checked={state.isPublished} onChange={(v) => set('isPublished', v)} />
    </RecordCardForm>
  );
}
