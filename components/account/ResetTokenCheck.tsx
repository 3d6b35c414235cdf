'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { ResetPasswordForm } from './ResetPasswordForm';

type State = 'checking' | 'valid' | 'invalid' | 'missing';

/**
 * Check the e-mailed token, then show the form or the invalid screen (with a way to ask again). The token
 * is taken out of the address bar once read, so it does not linger in history or screenshots.
 */
export function ResetTokenCheck({ token, signInAt }: { token: string | null; signInAt: '/login' | '/admin/login' }) {
  const [state, setState] = useState<State>(token ? 'checking' : 'missing');

  useEffect(() => {
    if (!token) return;
    window.history.replaceState(null, '', window.location.pathname);
    let live = true;
    authApi
      .resetTokenValid({ token })
      .then((valid) => live && setState(valid ? 'valid' : 'invalid'))
      .catch(() => live && setState('invalid'));
    return () => {
      live = false;
    };
  }, [token]);

  if (state === 'checking')
    return (
      <p role="status" className="text-sm text-muted">
        Checking your reset link…
      </p>
    );
  if (state === 'valid' && token) return <ResetPasswordForm token={token} signInAt={signInAt} />;
  return (
    <div className="space-y-4">
      <p role="alert" className="text-sm text-spice-700">
        {state === 'missing' ? 'Reset token is missing.' : 'Invalid or expired token.'}
      </p>
      <Link href="/forgot-password" className="btn btn-primary w-full">
        Request new reset link
      </Link>
    </div>
  );
}
