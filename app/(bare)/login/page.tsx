import { getLocale } from 'next-intl/server';
import { authMetadata, AuthPage } from '@/components/account/AuthPage';
import { LoginForm } from '@/components/account/LoginForm';
import { localePath } from '@/lib/i18n/locales';
import { sanitizeRedirect } from '@/lib/security/redirect';

export const generateMetadata = authMetadata('login');

type Props = { searchParams: Promise<{ redirect?: string | string[]; email?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirect, email } = await searchParams;
  const locale = await getLocale();
  // With nothing to go back to, the shopper lands on the home page in the language they signed in in.
  const redirectTo = sanitizeRedirect(Array.isArray(redirect) ? redirect[0] : redirect, localePath('/', locale));
  // Sign-up sends a new shopper here with the e-mail filled in when it could not sign them in itself.
  const initialEmail = (Array.isArray(email) ? email[0] : email)?.slice(0, 254) ?? '';
  return <AuthPage screen="login" form={<LoginForm redirectTo={redirectTo} initialEmail={initialEmail} />} />;
}
