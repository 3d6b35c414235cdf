'use client';

import type { AdminPageDto } from '@/lib/content/admin-content';
import { useRouter } from 'next/navigation';
import { RecordCardForm } from '@/components/ui/form/layout';
import { pageCreateSchema, pageUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField } from '@/components/ui/form/fields';
import { textsOf, useContentForm } from './useContentForm';
import { HindiRichTextField, TwinTextField } from '../hindi/HindiFields';

const HINDI = ['title', 'content', 'metaTitle', 'metaDescription', 'keywords'] as const;

/** A footer or header page (about, shipping policy…): its text, its search-engine lines, and whether it is live. */
export function ContentPageForm({ page }: { page?: AdminPageDto }) {
  const router = useRouter();
  const { state, set, bind, bindValue, twin, hindi, submit, failure, busy } = useContentForm({
    id: page?.id,
    api: adminContentApi.pages,
    schemas: { create: pageCreateSchema, update: pageUpdateSchema },
    hindi: { fields: HINDI, stored: page?.translations },
    initial: {
      ...textsOf(page, [...HINDI, 'slug']),
      isPublished: page?.isPublished ?? false,
    },
    payload: (state) => ({ ...state, slug: state.slug || undefined }),
    messages: { created: 'Page created', saved: 'Page saved' },
    onSaved: (saved, created) => created && router.push(`/admin/content/pages/${saved.id}`),
  });

  return (
    <RecordCardForm noun="page" editing={Boolean(page)} onSubmit={submit} busy={busy} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TwinTextField label="Title" required maxLength={200} {...twin('title', 'title')} />
        <TwinTextField label="Meta title" maxLength={200} {...twin('metaTitle', 'meta title')} />
        <TwinTextField label="Keywords" maxLength={500} {...twin('keywords', 'keywords')} />
        <TwinTextField
          label="Meta description"
          rows={2}
          maxLength={500}
          {...twin('metaDescription', 'meta description')}
        />
        <TextField label="Slug" hint="The page's address: /slug" {...bind('slug')} />
      </div>
      <RichTextField label="Content" {...bindValue('content')} />
      <HindiRichTextField label="Content" {...hindi('content', 'content')} />
      <CheckField label="Published" checked={state.isPublished} onChange={(v) => set('isPublished', v)} />
    </RecordCardForm>
  );
}
