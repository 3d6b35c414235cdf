import { authMetadata, AuthPage } from '@/components/account/AuthPage';
import { SignupForm } from '@/components/account/SignupForm';

export const generateMetadata = authMetadata('signup');

export default function SignupPage() {
  return <AuthPage screen="signup" form={<SignupForm />} />;
}
