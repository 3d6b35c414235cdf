'use client';

import { LoadError } from '@/components/ui/LoadError';
import { HOME_LOAD_FAILED } from '@/components/ui/messages';

export default function HomeError({ reset }: { error: Error; reset: () => void }) {
  return <LoadError message={HOME_LOAD_FAILED} onRetry={reset} />;
}
