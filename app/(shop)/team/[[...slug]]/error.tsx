'use client';

import { LoadError } from '@/components/ui/LoadError';

/** Spec §8: the team page shows 'Error: {message}'. */
export default function TeamError({ error, reset }: { error: Error; reset: () => void }) {
  return <LoadError message={`Error: ${error.message}`} onRetry={reset} />;
}
