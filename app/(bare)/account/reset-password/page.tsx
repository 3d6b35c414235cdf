import type { Metadata } from 'next';
import { ResetPasswordScreen } from '@/components/account/ResetPasswordScreen';

// The token is in the link: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string | string[]; for?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { token, for: audience } = await searchParams;
  const value = (Array.isArray(token) ? token[0] : token)?.trim() || null;
  // A new staff member's welcome link (lib/auth/password-reset.ts issueWelcomeLink) ends at the staff sign-in.
  return <ResetPasswordScreen token={value} staff={audience === 'staff'} />;
}
