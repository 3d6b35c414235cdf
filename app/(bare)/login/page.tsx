import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/AuthCard';
import { LoginForm } from '@/components/account/LoginForm';
import { sanitizeRedirect } from '@/lib/security/redirect';

export const metadata: Metadata = { title: 'Login' };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirect } = await searchParams;
  const redirectTo = sanitizeRedirect(Array.isArray(redirect) ? redirect[0] : redirect);
  return (
    <AuthCard title="Welcome back" subtitle="Log in to see your cart, orders and saved addresses.">
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
