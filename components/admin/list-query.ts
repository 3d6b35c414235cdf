import type { z } from 'zod';
import { requireAdminPage, requireStaffPage, type StaffPageUser } from '@/lib/auth/staff-page';
import type { Page } from '@/lib/validation/paging';
import { firstParam } from './options';

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

/**
 * A paged back-office list, written once per screen: its path, its query schema and filters, the service that
 * lists a page for the viewer, and who may open it (`admin`: the shop's operator only). `load` answers the
 * viewer, the filters, the page and the pager that keeps those filters.
 */
export function staffList<S extends z.ZodType, K extends string, T>(
  path: string,
  schema: S,
  filters: readonly K[],
  list: (user: StaffPageUser, query: z.output<S>) => Promise<Page<T>>,
  access: 'staff' | 'admin' = 'staff',
) {
  return {
    async load(searchParams: SearchParams) {
      const user = await (access === 'admin' ? requireAdminPage : requireStaffPage)(path);
      const { values, query } = await readListQuery(searchParams, schema, filters);
      const page = await list(user, query);
      return { user, values, page, pager: { list: page, basePath: path, params: values } };
    },
  };
}
