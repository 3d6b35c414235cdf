'use client';

import { useLocale } from 'next-intl';
import { LoadError } from '@/components/ui/LoadError';
import { loadFailed as english } from '@/messages/en/Listing.json';
import { loadFailed as hindi } from '@/messages/hi/Listing.json';

/*
 * An error boundary sits above its page, outside the page's ClientMessages, and the root provider
 * holds only the language: this one takes its one sentence from the Listing messages directly
 * (a named import, so a bundler that shakes JSON keeps just that string).
 */
export default function ProductsError({ reset }: { error: Error; reset: () => void }) {
  const locale = useLocale();
  return <LoadError message={locale === 'hi' ? hindi : english} onRetry={reset} />;
}
