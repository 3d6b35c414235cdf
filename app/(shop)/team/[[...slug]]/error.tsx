'use client';

import { LoadError } from '@/components/ui/LoadError';

/** The team page shows 'Error: {message}' with a retry, instead of the whole-site error page. */
export default function TeamError({ error, reset }: { error: Error; reset: () => void }) {
  return <LoadError message={`Error: ${error.message}`} onRetry={reset} />;
}
