import { AuthCard } from './AuthCard';
import { ResetPasswordFlow } from './ResetPasswordFlow';

export type ResetSearchParams = Promise<{ token?: string | string[]; for?: string | string[] }>;

/**
 * The reset page checks the token from the e-mailed link. /reset-password redirects here
 * (next.config.mjs): a reset that only pretends to change the password without asking the
 * server, as an e-mail-only variant would, cannot work in a real store. The same page sets a new
 * staff member's first password, from the welcome mail.
 */
export async function ResetPasswordPage({ searchParams }: { searchParams: ResetSearchParams }) {
  const { token, for: audience } = await searchParams;
  const value = (Array.isArray(token) ? token[0] : token)?.trim() || null;
  // A new staff member's welcome link (lib/auth/password-reset.ts issueWelcomeLink) ends at the staff sign-in.
  const staff = audience === 'staff';
  return (
    <AuthCard title={staff ? 'Choose your password' : 'Choose a new password'}>
      <ResetPasswordFlow token={value} signInAt={staff ? '/admin/login' : '/login'} />
    </AuthCard>
  );
}
