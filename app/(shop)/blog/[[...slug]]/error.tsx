'use client';

import { LoadError } from '@/components/ui/LoadError';
import { BLOG_LOAD_FAILED } from '@/components/ui/messages';

export default function BlogError({ reset }: { error: Error; reset: () => void }) {
  return <LoadError message={BLOG_LOAD_FAILED} onRetry={reset} />;
}
