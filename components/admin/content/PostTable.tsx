import type { AdminPostDto } from '@/lib/content/admin-content';
import { postStatus } from './publish-time';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { DataTable, type Column } from '../DataTable';
import { LinkedTitle, StatusPill } from '../cells';

const LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const TONE = {
  draft: 'bg-sand-100',
  scheduled: 'bg-honey-100 text-honey-700',
  published: 'bg-leaf-100 text-leaf-800',
} as const;

function PostStatusPill({ status }: { status: keyof typeof LABEL }) {
  return <StatusPill tone={TONE[status]}>{LABEL[status]}</StatusPill>;
}

const COLUMNS: Column<AdminPostDto>[] = [
  {
    header: 'Title',
    cell: (p) => <LinkedTitle href={`/admin/content/blog/${p.id}`} title={p.title} note={`/blog/${p.slug}`} />,
  },
  { header: 'Author', cell: (p) => p.author },
  { header: 'Status', cell: (p) => <PostStatusPill status={postStatus(p.publishedAt)} /> },
  {
    header: 'Publish date',
    className: 'whitespace-nowrap',
    cell: (p) => (p.publishedAt ? formatIstDateTime(p.publishedAt) : '—'),
  },
];

/** Posts, newest first, with whether shoppers can read each yet. */
export function PostTable({ posts }: { posts: AdminPostDto[] }) {
  return <DataTable label="Posts" rows={posts} empty="No posts yet." columns={COLUMNS} />;
}
