'use client';

import { LoadError } from '@/components/ui/LoadError';
import { TEAM_LOAD_FAILED } from '@/components/team/messages';

/**
 * The team page shows 'Error: {message}'. A production build replaces a server error's message
 * with the framework's generic text (only `digest` is left), so that case gets a message of ours.
 */
export default function TeamError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const hidden = process.env.NODE_ENV === 'production' && Boolean(error.digest);
  return (
    <LoadError message={`Error: ${hidden || !error.message ? TEAM_LOAD_FAILED : error.message}`} onRetry={reset} />
  );
}
