import Link from 'next/link';

type Props = {
  page: number;
  size: number;
  total: number;
  basePath: string;
  params: Record<string, string | undefined>;
};

function href(basePath: string, params: Props['params'], page: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/** Previous / next links for a paged list, keeping the current filters; plain links, no script needed. */
export function Pager({ page, size, total, basePath, params }: Props) {
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <p className="text-muted">{total === 0 ? 'Nothing found' : `${from}–${to} of ${total}`}</p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link className="btn btn-outline px-3 py-1.5" href={href(basePath, params, page - 1)} rel="prev">
            Previous
          </Link>
        )}
        {page < pages && (
          <Link className="btn btn-outline px-3 py-1.5" href={href(basePath, params, page + 1)} rel="next">
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
