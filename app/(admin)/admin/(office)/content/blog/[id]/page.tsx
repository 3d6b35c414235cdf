import type { Metadata } from 'next';
import { EditHeader } from '@/components/admin/content/EditHeader';
import { BlogPostForm } from '@/components/admin/content/BlogPostForm';
import { postStatus } from '@/components/admin/content/publish-time';
import { orNotFound } from '@/components/admin/not-found';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Edit post' };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireAdminPage(`/admin/content/blog/${id}`);
  const post = await orNotFound(adminContent.blog.get(user, id));
  const live = postStatus(post.publishedAt) === 'published';
  return (
    <>
      <EditHeader
        title={post.title}
        editHref={`/admin/content/blog/${post.id}`}
        shopHref={live ? `/blog/${post.slug}` : undefined}
      />
      <BlogPostForm key={post.updatedAt} post={post} defaultAuthor={user.name} />
    </>
  );
}
