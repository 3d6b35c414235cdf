import { authMetadata, AuthPage } from '@/components/account/AuthPage';
import { ResetSent } from '@/components/account/ResetSent';

export const generateMetadata = authMetadata('resetSent');

export default function ResetPasswordSentPage() {
  return <AuthPage screen="resetSent" form={<ResetSent />} />;
}
