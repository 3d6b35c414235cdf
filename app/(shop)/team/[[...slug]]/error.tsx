'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/LoadError';

/**
 * The team page shows 'Error: {message}'. A production build replaces a server error's message
 * with the framework's generic text (only `digest` is left), so that case gets a message of ours.
 * The words are the page's language's (the segment's layout gives them).
 */
export default function TeamError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors.load');
  const hidden = process.env.NODE_ENV === 'production' && Boolean(error.digest);
  return (
    <LoadError
      message={t('prefix', { message: hidden || !error.message ? t('team') : error.message })}
      onRetry={reset}
    />
  );
}
