'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { RESET_EMAIL_KEY } from './ForgotPasswordForm';

const noSubscribe = () => () => {};

export function ResetSent() {
  const t = useTranslations('Auth.resetSent');
  const email = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem(RESET_EMAIL_KEY),
    () => null,
  );
  return (
    <div className="space-y-4 text-sm text-ink">
      <p role="status">
        {email
          ? t.rich('bodyFor', { email, strong: (chunks) => <strong className="break-all">{chunks}</strong> })
          : t('bodyAny')}
      </p>
      <p className="text-muted">
        {t.rich('noMail', {
          link: (chunks) => (
            <Link href="/forgot-password" className="font-semibold text-leaf-700 underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Link href="/login" className="btn btn-outline w-full">
        {t('backToLogin')}
      </Link>
    </div>
  );
}
