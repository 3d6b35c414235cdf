import type { Metadata } from 'next';
import { BlogPostForm } from '@/components/admin/content/BlogPostForm';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireAdminPage } from '@/lib/auth/staff-page';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage() {
  const user = await requireAdminPage('/admin/content/blog/new');
  return (
    <>
      <PageHeader title="New post" description="Save it as a draft to preview it before publishing." />
      <BlogPostForm defaultAuthor={user.name} />
    </>
  );
}
