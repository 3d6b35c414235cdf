import type { Metadata } from 'next';
import type { AdminPost } from '@/components/admin/content/BlogPostForm';
import { PostTable } from '@/components/admin/content/PostTable';
import { ListScreen, readListQuery, type ListScreenProps } from '@/components/admin/ListScreen';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { listContent } from '@/lib/content/admin-content';
import { pagingQuery } from '@/lib/validation/paging';

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogAdminPage({ searchParams }: ListScreenProps) {
  const user = await requireAdminPage('/admin/content/blog');
  const { query } = await readListQuery(searchParams, pagingQuery);
  const page = await listContent(user, 'blog', query);
  return (
    <ListScreen
      title="Blog"
      description="Drafts stay private; a post is public from its publish date."
      create={{ href: '/admin/content/blog/new', label: 'New post' }}
      list={page}
      basePath="/admin/content/blog"
    >
      <PostTable posts={page.items as unknown as AdminPost[]} />
    </ListScreen>
  );
}
