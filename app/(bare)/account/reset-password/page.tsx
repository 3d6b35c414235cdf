import type { Metadata } from 'next';
import { ResetPasswordPage, type ResetSearchParams } from '@/components/account/ResetPasswordPage';

// The token is in the link: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

export default function Page({ searchParams }: { searchParams: ResetSearchParams }) {
  return <ResetPasswordPage searchParams={searchParams} />;
}
