'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { parseListingQuery } from '@/lib/catalog/listing';
import type { ListingQuery } from '@/lib/catalog/listing-url';

/**
 * Tells the listing what the URL asks for, on load and after every navigation. Rendered inside
 * its own Suspense boundary (fallback: nothing), so the cached page, which cannot read the
 * query string, still hydrates the full listing as it is.
 */
export function UrlQueryListener({ onQuery }: { onQuery: (query: ListingQuery) => void }) {
  const params = useSearchParams();
  const key = params.toString();
  useEffect(() => {
    onQuery(parseListingQuery(new URLSearchParams(key)));
  }, [key, onQuery]);
  return null;
}
