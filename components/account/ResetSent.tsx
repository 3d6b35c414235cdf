'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { RESET_EMAIL_KEY } from './ForgotPasswordForm';

const noSubscribe = () => () => {};

export function ResetSent() {
  const email = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem(RESET_EMAIL_KEY),
    () => null,
  );
  return (
    <div className="space-y-4 text-sm text-ink">
      <p role="status">
        If an account exists for {email ? <strong className="break-all">{email}</strong> : 'that address'}, we have
        e-mailed it a link to reset your password. The link works once and expires in 30 minutes.
      </p>
      <p className="text-muted">
        No e-mail after a few minutes? Check your spam folder, or{' '}
        <Link href="/forgot-password" className="font-semibold text-leaf-700 underline underline-offset-4">
          try again
        </Link>
        .
      </p>
      <Link href="/login" className="btn btn-outline w-full">
        Back to login
      </Link>
    </div>
  );
}
