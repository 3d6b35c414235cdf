'use client';

import type { z } from 'zod';
import type { AdminPostDto } from '@/lib/content/admin-content';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { postCreateSchema, postUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { parseWith } from '@/lib/validation/parse';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { ImageUploadField } from '../ImageUploadField';
import { useAdminWrite } from '../useAdminWrite';
import { fromLocalInput, toLocalInput } from './publish-time';

type Props = { post?: AdminPostDto; defaultAuthor: string };

/** Write a post as a draft, preview it, then publish it now or at a chosen time. */
export function BlogPostForm({ post, defaultAuthor }: Props) {
  const router = useRouter();
  const [s, setS] = useState({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    author: post?.author ?? defaultAuthor,
    tags: post?.tags.join(', ') ?? '',
    featuredImage: post?.featuredImage ?? '',
    content: post?.content ?? '',
    published: Boolean(post?.publishedAt),
    publishedAt: toLocalInput(post?.publishedAt) || toLocalInput(new Date().toISOString()),
  });
  const { send, errors, setErrors, failure, busy } = useAdminWrite((input: z.input<typeof postCreateSchema>) =>
    post ? adminContentApi.blog.update(post.id, input) : adminContentApi.blog.create(input),
  );
  const field = (key: 'title' | 'slug' | 'excerpt' | 'author' | 'tags') => ({
    value: s[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      title: s.title,
      ...(s.slug.trim() ? { slug: s.slug } : {}),
      excerpt: s.excerpt,
      author: s.author,
      tags: s.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      featuredImage: s.featuredImage || null,
      content: s.content,
      publishedAt: s.published ? (fromLocalInput(s.publishedAt) ?? new Date().toISOString()) : null,
    };
    const checked = parseWith(post ? postUpdateSchema : postCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = await send(payload, post ? 'Post saved' : 'Post created');
    if (saved && !post) router.push(`/admin/content/blog/${saved.id}`);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={post ? 'Edit post' : 'New post'}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required {...field('title')} />
        <TextField label="Slug" hint="Left empty, it is made from the title" {...field('slug')} />
        <TextField label="Author" required {...field('author')} />
        <TextField label="Tags" hint="Separated by commas" {...field('tags')} />
      </div>
      <TextAreaField label="Excerpt" rows={2} {...field('excerpt')} />
      <ImageUploadField
        label="Cover image"
        value={s.featuredImage}
        error={errors.featuredImage}
        onChange={(url) => setS((v) => ({ ...v, featuredImage: url }))}
      />
      <RichTextField
        label="Content"
        value={s.content}
        error={errors.content}
        onChange={(html) => setS((v) => ({ ...v, content: html }))}
      />
      <fieldset className="flex flex-wrap items-end gap-4 rounded-xl border border-sand-200 p-3">
        <legend className="px-1 text-sm font-medium">Visibility</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={!s.published}
            onChange={() => setS((v) => ({ ...v, published: false }))}
            className="accent-leaf-700"
          />
          Draft
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={s.published}
            onChange={() => setS((v) => ({ ...v, published: true }))}
            className="accent-leaf-700"
          />
          Published
        </label>
        {s.published && (
          <TextField
            label="Publish date"
            type="datetime-local"
            value={s.publishedAt}
            error={errors.publishedAt}
            onChange={(e) => setS((v) => ({ ...v, publishedAt: e.target.value }))}
            hint="A future date schedules the post"
          />
        )}
      </fieldset>
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : post ? 'Save post' : 'Create post'}
      </button>
    </form>
  );
}
