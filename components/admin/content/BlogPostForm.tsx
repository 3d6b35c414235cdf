'use client';

import type { AdminPostDto } from '@/lib/content/admin-content';
import { useRouter } from 'next/navigation';
import { RecordCardForm } from '@/components/ui/form/layout';
import { postCreateSchema, postUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { ImageUploadField } from '../ImageUploadField';
import { textsOf, useContentForm } from './useContentForm';
import { fromLocalInput, toLocalInput } from './publish-time';
import { HindiRichTextField, TwinTextField } from '../hindi/HindiFields';

const HINDI = ['title', 'excerpt', 'content'] as const;

type Props = { post?: AdminPostDto; defaultAuthor: string };

/** Write a post as a draft, preview it, then publish it now or at a chosen time. */
export function BlogPostForm({ post, defaultAuthor }: Props) {
  const router = useRouter();
  const { state, set, bind, bindValue, twin, hindi, submit, failure, busy } = useContentForm({
    id: post?.id,
    api: adminContentApi.blog,
    schemas: { create: postCreateSchema, update: postUpdateSchema },
    hindi: { fields: HINDI, stored: post?.translations },
    initial: {
      ...textsOf(post, [...HINDI, 'slug', 'featuredImage']),
      author: post?.author ?? defaultAuthor,
      tags: post?.tags.join(', ') ?? '',
      published: Boolean(post?.publishedAt),
      publishedAt: toLocalInput(post?.publishedAt) || toLocalInput(new Date().toISOString()),
    },
    payload: (state) => ({
      title: state.title,
      ...(state.slug.trim() ? { slug: state.slug } : {}),
      excerpt: state.excerpt,
      author: state.author,
      tags: state.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      featuredImage: state.featuredImage || null,
      content: state.content,
      publishedAt: state.published ? (fromLocalInput(state.publishedAt) ?? new Date().toISOString()) : null,
    }),
    messages: { created: 'Post created', saved: 'Post saved' },
    onSaved: (saved, created) => created && router.push(`/admin/content/blog/${saved.id}`),
  });

  return (
    <RecordCardForm noun="post" editing={Boolean(post)} onSubmit={submit} busy={busy} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TwinTextField label="Title" required maxLength={200} {...twin('title', 'title')} />
        <TextField label="Slug" hint="Left empty, it is made from the title" {...bind('slug')} />
        <TextField label="Author" required {...bind('author')} />
        <TextField label="Tags" hint="Separated by commas" {...bind('tags')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TwinTextField label="Excerpt" rows={2} maxLength={500} {...twin('excerpt', 'excerpt')} />
      </div>
      <ImageUploadField label="Cover image" {...bindValue('featuredImage')} />
      <RichTextField label="Content" {...bindValue('content')} />
      <HindiRichTextField label="Content" {...hindi('content', 'content')} />
      <fieldset className="flex flex-wrap items-end gap-4 rounded-xl border border-sand-200 p-3">
        <legend className="px-1 text-sm font-medium">Visibility</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={!state.published}
            onChange={() => set('published', false)}
            className="accent-leaf-700"
          />
          Draft
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={state.published}
            onChange={() => set('published', true)}
            className="accent-leaf-700"
          />
          Published
        </label>
        {state.published && (
          <TextField
            label="Publish date"
            type="datetime-local"
            {...bind('publishedAt')}
            hint="A future date schedules the post"
          />
        )}
      </fieldset>
    </RecordCardForm>
  );
}
