import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticlePreview } from '@/components/admin/content/ArticlePreview';
import { orNotFound } from '@/components/admin/not-found';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Preview page' };

export default async function PreviewContentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireAdminPage(`/admin/content/pages/${id}/preview`);
  const page = await orNotFound(adminContent.pages.get(user, id));
  return (
    <>
      <Link
        href={`/admin/content/pages/${page.id}`}
        className="mb-4 inline-block text-sm text-leaf-800 hover:underline"
      >
        ← Back to editing
      </Link>
      <ArticlePreview title={page.title} html={page.content} />
    </>
  );
}
