'use client';

import { LoadError } from '@/components/ui/LoadError';
import { LISTING_LOAD_FAILED } from '@/components/ui/messages';

export default function ProductsError({ reset }: { error: Error; reset: () => void }) {
  return <LoadError message={LISTING_LOAD_FAILED} onRetry={reset} />;
}
