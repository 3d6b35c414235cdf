import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticlePreview } from '@/components/admin/content/ArticlePreview';
import { orNotFound } from '@/components/admin/not-found';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Preview post' };

export default async function PreviewPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireAdminPage(`/admin/content/blog/${id}/preview`);
  const post = await orNotFound(adminContent.blog.get(user, id));
  return (
    <>
      <Link href={`/admin/content/blog/${post.id}`} className="mb-4 inline-block text-sm text-leaf-800 hover:underline">
        ← Back to editing
      </Link>
      <ArticlePreview
        title={post.title}
        author={post.author}
        publishedAt={post.publishedAt}
        image={post.featuredImage}
        html={post.content}
      />
    </>
  );
}
