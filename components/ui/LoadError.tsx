'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { useCommonWords } from './useCommonWords';

/**
 * A page's failure state: its message and a Retry button that reloads the data (a
 * server refresh, then the boundary's reset), falling back to a full reload.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const router = useRouter();
  const word = useCommonWords();
  const retry = () => {
    if (!onRetry) return window.location.reload();
    startTransition(() => {
      router.refresh();
      onRetry();
    });
  };
  return (
    <div className="container-shop py-20">
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-3xl border border-spice-50 bg-white p-8 text-center shadow-card"
      >
        <p className="font-serif text-2xl font-semibold text-leaf-950">{word('somethingWentWrong')}</p>
        <p className="mt-2 text-muted">{message}</p>
        <button type="button" onClick={retry} className="btn btn-primary mt-6">
          {word('retry')}
        </button>
      </div>
    </div>
  );
}
