import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/AuthCard';
import { SignupForm } from '@/components/account/SignupForm';

export const metadata: Metadata = { title: 'Create your account' };

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="We will e-mail you a 6-digit code to confirm your address.">
      <SignupForm />
    </AuthCard>
  );
}
