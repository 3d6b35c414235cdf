import type { z } from 'zod';
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
