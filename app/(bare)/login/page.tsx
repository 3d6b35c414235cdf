import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/AuthCard';
import { LoginForm } from '@/components/account/LoginForm';
import { sanitizeRedirect } from '@/lib/security/redirect';

export const metadata: Metadata = { title: 'Login' };

type Props = { searchParams: Promise<{ redirect?: string | string[]; email?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirect, email } = await searchParams;
  const redirectTo = sanitizeRedirect(Array.isArray(redirect) ? redirect[0] : redirect);
  // Sign-up sends a new shopper here with the e-mail filled in when it could not sign them in itself.
  const initialEmail = (Array.isArray(email) ? email[0] : email)?.slice(0, 254) ?? '';
  return (
    <AuthCard title="Welcome back" subtitle="Log in to see your cart, orders and saved addresses.">
      <LoginForm redirectTo={redirectTo} initialEmail={initialEmail} />
    </AuthCard>
  );
}
