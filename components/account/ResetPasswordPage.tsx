import { AuthCard } from './AuthCard';
import { ResetPasswordFlow } from './ResetPasswordFlow';

export type ResetSearchParams = Promise<{ token?: string | string[] }>;

/**
 * Both reset routes serve the real token flow (design §4: the spec's e-mail variant "simulates"
 * a reset without a server call, which a real store cannot do).
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
