import { authMetadata, AuthPage } from '@/components/account/AuthPage';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';

export const generateMetadata = authMetadata('forgotPassword');

export default function ForgotPasswordPage() {
  return <AuthPage screen="forgot" form={<ForgotPasswordForm />} />;
}
