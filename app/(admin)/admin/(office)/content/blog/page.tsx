import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { PostTable } from '@/components/admin/content/PostTable';
import { Pager } from '@/components/admin/Pager';
import { firstParam } from '@/components/admin/options';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';
import { pagingQuery } from '@/lib/validation/paging';

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogAdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAdminPage('/admin/content/blog');
  const raw = await searchParams;
  const paging = pagingQuery.safeParse({ page: firstParam(raw.page) });
  const page = await adminContent.blog.list(user, paging.success ? paging.data : pagingQuery.parse({}));
  return (
    <AdminListPage
      title="Blog"
      description="Drafts stay private; a post is public from its publish date."
      newLink={{ href: '/admin/content/blog/new', label: 'New post' }}
    >
      <PostTable posts={page.items} />
      <Pager page={page.page} size={page.size} total={page.total} basePath="/admin/content/blog" params={{}} />
    </AdminListPage>
  );
}
