import type { Metadata } from 'next';
import { PostTable } from '@/components/admin/content/PostTable';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';
import { pagingQuery } from '@/lib/validation/paging';

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogAdminPage({ searchParams }: ListScreenProps) {
  const user = await requireAdminPage('/admin/content/blog');
  const { query } = await readListQuery(searchParams, pagingQuery);
  const page = await adminContent.blog.list(user, query);
  return (
    <AdminListPage
      title="Blog"
      description="Drafts stay private; a post is public from its publish date."
      newLink={{ href: '/admin/content/blog/new', label: 'New post' }}
      pager={{ list: page, basePath: '/admin/content/blog' }}
    >
      <PostTable posts={page.items} />
    </AdminListPage>
  );
}
