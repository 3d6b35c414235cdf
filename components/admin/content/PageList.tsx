import Link from 'next/link';
import type { AdminPageDto } from '@/lib/content/admin-content';

/** The pages linked from the header and footer, each a link to its editor. */
export function PageList({ pages }: { pages: AdminPageDto[] }) {
  return (
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
  );
}
