import Link from 'next/link';
import type { AdminPostDto } from '@/lib/content/admin-content';
import { postStatus } from './publish-time';
import { formatIstDateTime } from '@/lib/format/ist-times';

const LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const TONE = {
  draft: 'bg-sand-100',
  scheduled: 'bg-honey-100 text-honey-700',
  published: 'bg-leaf-100 text-leaf-800',
} as const;

/** Posts, newest first, with whether shoppers can read each yet. */
export function PostTable({ posts }: { posts: AdminPostDto[] }) {
  if (posts.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">No posts yet.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Title
            </th>
            <th scope="col" className="px-3 py-2">
              Author
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Publish date
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((p) => {
            const status = postStatus(p.publishedAt);
            return (
              <tr key={p.id} className="border-b border-line/60 last:border-0">
                <td className="px-3 py-2">
                  <Link href={`/admin/content/blog/${p.id}`} className="font-medium text-leaf-800 hover:underline">
                    {p.title}
                  </Link>
                  <span className="block text-xs text-muted">/blog/{p.slug}</span>
                </td>
                <td className="px-3 py-2">{p.author}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
                    {LABEL[status]}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {p.publishedAt ? formatIstDateTime(p.publishedAt) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
