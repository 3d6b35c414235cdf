import type { Metadata } from 'next';
import { PostTable } from '@/components/admin/content/PostTable';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { staffList, type ListScreenProps } from '@/components/admin/list-query';
import { adminContent } from '@/lib/content/admin-content';
import { pagingQuery } from '@/lib/validation/paging';

export const metadata: Metadata = { title: 'Blog' };

const POSTS = staffList('/admin/content/blog', pagingQuery, [], adminContent.blog.list, 'admin');

export default async function BlogAdminPage({ searchParams }: ListScreenProps) {
  const { page, pager } = await POSTS.load(searchParams);
  return (
    <AdminListPage
      title="Blog"
      description="Drafts stay private; a post is public from its publish date."
      newLink={{ href: '/admin/content/blog/new', label: 'New post' }}
      pager={pager}
    >
      <PostTable posts={page.items} />
    </AdminListPage>
  );
}
