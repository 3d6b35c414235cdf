import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/AuthCard';
import { ResetSent } from '@/components/account/ResetSent';

export const metadata: Metadata = { title: 'Check your e-mail' };

export default function ResetPasswordSentPage() {
  return (
    <AuthCard title="Check your e-mail">
      <ResetSent />
    </AuthCard>
  );
}
