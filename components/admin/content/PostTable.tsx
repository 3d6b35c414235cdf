import Link from 'next/link';
import type { AdminPostDto } from '@/lib/content/admin-content';
import { postStatus } from './publish-time';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { DataTable } from '../DataTable';

const LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const TONE = {
  draft: 'bg-sand-100',
  scheduled: 'bg-honey-100 text-honey-700',
  published: 'bg-leaf-100 text-leaf-800',
} as const;

function StatusPill({ status }: { status: keyof typeof LABEL }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{LABEL[status]}</span>;
}

/** Posts, newest first, with whether shoppers can read each yet. */
export function PostTable({ posts }: { posts: AdminPostDto[] }) {
  return (
    <DataTable
      label="Posts"
      rows={posts}
      rowKey={(p) => p.id}
      empty="No posts yet."
      columns={[
        {
          header: 'Title',
          cell: (p) => (
            <>
              <Link href={`/admin/content/blog/${p.id}`} className="font-medium text-leaf-800 hover:underline">
                {p.title}
              </Link>
              <span className="block text-xs text-muted">/blog/{p.slug}</span>
            </>
          ),
        },
        { header: 'Author', cell: (p) => p.author },
        { header: 'Status', cell: (p) => <StatusPill status={postStatus(p.publishedAt)} /> },
        {
          header: 'Publish date',
          className: 'whitespace-nowrap',
          cell: (p) => (p.publishedAt ? formatIstDateTime(p.publishedAt) : '—'),
        },
      ]}
    />
  );
}
