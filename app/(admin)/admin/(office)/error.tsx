'use client';

import { LoadError } from '@/components/ui/LoadError';

/** A back-office screen that failed to load: the shell and its menu stay, the screen offers a retry. */
export default function OfficeError({ reset }: { error: Error; reset: () => void }) {
  return <LoadError message="This screen could not be loaded. Please try again." onRetry={reset} />;
}
