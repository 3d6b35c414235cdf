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
import { HindiRichTextField, HindiTextField } from '../hindi/HindiFields';
import { hindiBinder, hindiInitial, hindiPayload, withoutHindi } from '../hindi/hindi-state';

const HINDI = ['title', 'content', 'metaTitle', 'metaDescription', 'keywords'] as const;

/** A footer or header page (about, shipping policy…): its text, its search-engine lines, and whether it is live. */
export function ContentPageForm({ page }: { page?: AdminPageDto }) {
  const router = useRouter();
  const { state, set, bind, bindValue, submit, failure, busy, errors } = useContentForm({
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
      ...hindiInitial(HINDI, page?.translations),
    },
    payload: (state) => ({
      ...withoutHindi(state),
      slug: state.slug || undefined,
      ...hindiPayload(HINDI, state),
    }),
    messages: { created: 'Page created', saved: 'Page saved' },
    onSaved: (saved, created) => created && router.push(`/admin/content/pages/${saved.id}`),
  });

  const hindi = hindiBinder<(typeof HINDI)[number]>(state, set, errors);

  return (
    <RecordCardForm noun="page" editing={Boolean(page)} onSubmit={submit} busy={busy} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required {...bind('title')} />
        <HindiTextField label="Title" maxLength={200} {...hindi('title', 'title')} />
        <TextField label="Meta title" {...bind('metaTitle')} />
        <HindiTextField label="Meta title" maxLength={200} {...hindi('metaTitle', 'meta title')} />
        <TextField label="Keywords" {...bind('keywords')} />
        <HindiTextField label="Keywords" maxLength={500} {...hindi('keywords', 'keywords')} />
        <TextAreaField label="Meta description" rows={2} {...bind('metaDescription')} />
        <HindiTextField
          label="Meta description"
          rows={2}
          maxLength={500}
          {...hindi('metaDescription', 'meta description')}
        />
        <TextField label="Slug" hint="The page's address: /slug" {...bind('slug')} />
      </div>
      <RichTextField label="Content" {...bindValue('content')} />
      <HindiRichTextField label="Content" {...hindi('content', 'content')} />
      <CheckField label="Published" checked={state.isPublished} onChange={(v) => set('isPublished', v)} />
    </RecordCardForm>
  );
}
