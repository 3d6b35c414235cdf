import { AuthCard } from './AuthCard';
import { ResetPasswordFlow } from './ResetPasswordFlow';

export type ResetSearchParams = Promise<{ token?: string | string[] }>;

/**
 * The reset page checks the token from the e-mailed link. /reset-password redirects here
 * (next.config.mjs): a reset that only pretends to change the password without asking the
 * server, as an e-mail-only variant would, cannot work in a real store.
 */
export async function ResetPasswordPage({ searchParams }: { searchParams: ResetSearchParams }) {
  const { token } = await searchParams;
  const value = (Array.isArray(token) ? token[0] : token)?.trim() || null;
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordFlow token={value} />
    </AuthCard>
  );
}
