'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { Link } from '@/lib/i18n/navigation';
import { ResetPasswordForm } from './ResetPasswordForm';

type State = 'checking' | 'valid' | 'invalid' | 'missing';

/**
 * Check the e-mailed token, then show the form or the invalid screen (with a way to ask again). The token
 * is taken out of the address bar once read, so it does not linger in history or screenshots.
 */
export function ResetTokenCheck({ token, signInAt }: { token: string | null; signInAt: '/login' | '/admin/login' }) {
  const t = useTranslations('Auth.reset');
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
        {t('checking')}
      </p>
    );
  if (state === 'valid' && token) return <ResetPasswordForm token={token} signInAt={signInAt} />;
  return (
    <div className="space-y-4">
      <p role="alert" className="text-sm text-spice-700">
        {state === 'missing' ? t('missing') : t('invalid')}
      </p>
      <Link href="/forgot-password" className="btn btn-primary w-full">
        {t('requestNew')}
      </Link>
    </div>
  );
}
