import { RecordLink } from '../cells';
import type { AdminPageDto } from '@/lib/content/admin-content';

/** The pages linked from the header and footer, each a link to its editor. */
export function PageList({ pages }: { pages: AdminPageDto[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card">
      {pages.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <RecordLink href={`/admin/content/pages/${p.id}`}>{p.title}</RecordLink>
          <span className="text-xs text-muted">
            /{p.slug} · {p.isPublished ? 'Published' : 'Draft'}
          </span>
        </li>
      ))}
    </ul>
  );
}
