import { useTranslations } from 'next-intl';
import { AuthCard } from './AuthCard';
import { ResetTokenCheck } from './ResetTokenCheck';

/**
 * The reset page checks the token from the e-mailed link. /reset-password redirects here
 * (next.config.mjs): a reset that only pretends to change the password without asking the
 * server, as an e-mail-only variant would, cannot work in a real store. The same page sets a new
 * staff member's first password, from the welcome mail (`staff`).
 */
export function ResetPasswordScreen({ token, staff }: { token: string | null; staff: boolean }) {
  const t = useTranslations('Auth.reset');
  return (
    <AuthCard title={staff ? t('titleStaff') : t('title')}>
      <ResetTokenCheck token={token} signInAt={staff ? '/admin/login' : '/login'} />
    </AuthCard>
  );
}
