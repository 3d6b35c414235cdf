import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogPostForm } from '@/components/admin/content/BlogPostForm';
import { postStatus } from '@/components/admin/content/publish-time';
import { PageHeader } from '@/components/admin/PageHeader';
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
      <PageHeader
        title={post.title}
        actions={
          <>
            <Link href={`/admin/content/blog/${post.id}/preview`} className="btn btn-outline">
              Preview
            </Link>
            {live && (
              <Link href={`/blog/${post.slug}`} className="btn btn-outline" target="_blank">
                View in shop
              </Link>
            )}
          </>
        }
      />
      <BlogPostForm key={post.updatedAt} post={post} defaultAuthor={user.name} />
    </>
  );
}
