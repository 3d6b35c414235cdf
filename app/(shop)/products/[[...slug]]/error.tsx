'use client';

import { useLocale } from 'next-intl';
import { LoadError } from '@/components/ui/LoadError';
import english from '@/messages/en/Listing.json';
import hindi from '@/messages/hi/Listing.json';

/*
 * An error boundary sits above its page, outside the page's ClientMessages, and the root provider
 * holds only the language: this one takes its one sentence from the Listing messages directly
 * (the build compiles message files to one default export each, so the whole file comes along: small).
 */
export default function ProductsError({ reset }: { error: Error; reset: () => void }) {
  const locale = useLocale();
  return <LoadError message={(locale === 'hi' ? hindi : english).loadFailed} onRetry={reset} />;
}
