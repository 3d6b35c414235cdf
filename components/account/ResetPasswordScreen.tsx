import { AuthCard } from './AuthCard';
import { ResetTokenCheck } from './ResetTokenCheck';

/**
 * The reset page checks the token from the e-mailed link. /reset-password redirects here
 * (next.config.mjs): a reset that only pretends to change the password without asking the
 * server, as an e-mail-only variant would, cannot work in a real store. The same page sets a new
 * staff member's first password, from the welcome mail (`staff`).
 */
export function ResetPasswordScreen({ token, staff }: { token: string | null; staff: boolean }) {
  return (
    <AuthCard title={staff ? 'Choose your password' : 'Choose a new password'}>
      <ResetTokenCheck token={token} signInAt={staff ? '/admin/login' : '/login'} />
    </AuthCard>
  );
}
