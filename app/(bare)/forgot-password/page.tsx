import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/AuthCard';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
