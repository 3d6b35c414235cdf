import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type Seed = readonly [key: QueryKey, data: unknown];

/**
 * Server side of a signed-in page: puts data the page already loaded into the browser's query
 * cache under the keys its client components read, so the first HTML has the content and the
 * browser does not show a spinner while it asks again. Each value goes through JSON, so the cache
 * holds exactly what the API would have answered (dates as strings); later changes are fetched
 * by the client as before.
 */
export function Prefetched({ seeds, children }: { seeds: readonly Seed[]; children: ReactNode }) {
  const client = new QueryClient();
  for (const [key, data] of seeds) client.setQueryData(key, JSON.parse(JSON.stringify(data)) as unknown);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
