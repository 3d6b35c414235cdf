'use client';

import { useSearchParams } from 'next/navigation';
import { parseListingQuery } from '@/lib/catalog/listing';
import { ListingView } from './ListingView';

type Props = Omit<React.ComponentProps<typeof ListingView>, 'initialQuery'>;

/** Reads the filters from the URL (inside Suspense: the cached page never reads searchParams). */
export function ListingFromUrl(props: Props) {
  const params = useSearchParams();
  return <ListingView {...props} initialQuery={parseListingQuery(params)} />;
}
