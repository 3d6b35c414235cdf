import Link from 'next/link';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Page } from '@/lib/validation/paging';
import { firstParam } from './options';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What Next hands a list screen: the query string, a repeated key as an array. */
export type ListScreenProps = { searchParams: SearchParams };

/**
 * A list screen's query from the URL: the named filters (one string each, kept for the pager's links) and the
 * schema's parse of them with the page. A hand-edited bad value falls back to the first page of everything
 * (with the `fixed` values, e.g. a larger page), not an error page.
 */
export async function readListQuery<S extends z.ZodType, K extends string = never>(
  searchParams: SearchParams,
  schema: S,
  keys: readonly K[] = [],
  fixed: Record<string, string> = {},
) {
  const raw = await searchParams;
  const values = Object.fromEntries(keys.map((k) => [k, firstParam(raw[k])])) as Record<K, string | undefined>;
  const parsed = schema.safeParse({ ...values, ...fixed, page: firstParam(raw.page) });
  const query: z.output<S> = parsed.success ? parsed.data : schema.parse(fixed);
  return { raw, values, query };
}

type Props = {
  title: string;
  description?: ReactNode;
  /** the screen's "New …" button */
  create?: { href: string; label: string };
  list: Omit<Page<unknown>, 'items'>;
  /** the screen's path and the filters its pager links keep */
  basePath: string;
  params?: Record<string, string | undefined>;
  /** the search or filters, then the table */
  children: ReactNode;
};

/** The frame every back-office list shares: its header, what the screen puts in, and the pager. */
export function ListScreen({ title, description, create, list, basePath, params = {}, children }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          create && (
            <Link href={create.href} className="btn btn-primary">
              {create.label}
            </Link>
          )
        }
      />
      {children}
      <Pager page={list.page} size={list.size} total={list.total} basePath={basePath} params={params} />
    </>
  );
}
