import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Pages' };

export default async function PagesAdminPage() {
  const user = await requireAdminPage('/admin/content/pages');
  const pages = (await adminContent.pages.list(user, { page: 1, size: 100 })).items;
  return (
    <AdminListPage
      title="Pages"
      description="The pages linked from the header and footer."
      newLink={{ href: '/admin/content/pages/new', label: 'New page' }}
    >
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
    </AdminListPage>
  );
}
