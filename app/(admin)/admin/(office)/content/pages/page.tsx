import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Pages' };

export default async function PagesAdminPage() {
  const user = await requireAdminPage('/admin/content/pages');
  const pages = (await adminContent.pages.list(user, { page: 1, size: 100 })).items;
  return (
    <>
      <PageHeader
        title="Pages"
        description="The pages linked from the header and footer."
        actions={
          <Link href="/admin/content/pages/new" className="btn btn-primary">
            New page
          </Link>
        }
      />
      <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card">
        {pages.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/admin/content/pages/${p.id}`} className="font-medium text-leaf-800 hover:underline">
              {p.title}
            </Link>
            <span className="text-xs text-muted">
              /{p.slug} · {p.isPublished ? 'Published' : 'Draft'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
