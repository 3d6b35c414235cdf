'use client';

import { LoadError } from '@/components/ui/LoadError';
import { useCommonWords } from '@/components/ui/useCommonWords';

/** The home page's failure state; its words come from Common, which the shop chrome gives every page. */
export default function HomeError({ reset }: { error: Error; reset: () => void }) {
  const word = useCommonWords();
  return <LoadError message={word('loadFailed.home')} onRetry={reset} />;
}
