'use client';

import Link from 'next/link';
import { useState } from 'react';
import { loginPathFor } from '@/lib/security/redirect';
import { useShopper } from '@/components/layout/useShopper';

/** On a sold-out pack: one e-mail when it is back (signed-in shoppers; others sign in first and come back here). */
export function NotifyMe({ slug, variantId, sku }: { slug: string; variantId: number; sku: string }) {
  const { session } = useShopper();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const back = `/products/${slug}?pack=${encodeURIComponent(sku)}`;

  async function subscribe() {
    setState('busy');
    setProblem(null);
    // Loaded on the press: few visitors ever make it, and apiFetch (with its toasts and session rules) would
    // otherwise be the product page's largest client import.
    const [{ marketingApi }, { ApiError, isSignedOut }] = await Promise.all([
      import('@/lib/api-client/marketing'),
      import('@/lib/api-client/fetch'),
    ]);
    try {
      await marketingApi.notifyWhenBack(slug, variantId);
      setState('done');
    } catch (error) {
      setState('idle');
      if (!isSignedOut(error)) setProblem(error instanceof ApiError ? error.message : 'Please try again.');
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-sm font-medium text-leaf-800">
        We&apos;ll e-mail you when it&apos;s back.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {session === null ? (
        <Link href={loginPathFor(back)} className="btn btn-outline h-12 w-full text-[15px]">
          Sign in to be told when it&apos;s back
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => void subscribe()}
          disabled={state === 'busy' || session === undefined}
          className="btn btn-outline h-12 w-full text-[15px]"
        >
          Notify me when it&apos;s back
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-spice-600">
          {problem}
        </p>
      )}
    </div>
  );
}
