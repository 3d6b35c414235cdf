'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/LoadError';

/** The blog's failure state, in the page's language (the words come from the segment's layout). */
export default function BlogError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors.load');
  return <LoadError message={t('blog')} onRetry={reset} />;
}
