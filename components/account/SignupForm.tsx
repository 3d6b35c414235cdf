'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { localePath } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiError } from '@/lib/api-client/fetch';
import { signupEmailSchema, signupSchema } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { SignupDetails, type SignupDetailsValue } from './SignupDetails';
import { requestSignIn } from './useSignIn';
import { useCheckedSubmit } from './useCheckedSubmit';
import { EmailField } from '@/components/ui/form/EmailField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { AuthSwitchLink } from './AuthSwitchLink';

const EMPTY: SignupDetailsValue = { name: '', phone: '', password: '', otp: '', marketingConsent: false };

/** Two steps: the e-mail, then — once the OTP is sent — the e-mail locked (the code belongs to it) and the rest. */
export function SignupForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [details, setDetails] = useState(EMPTY);
  const { errors, failure, setFailure, busy, setBusy, check, send } = useCheckedSubmit();
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!notice || done) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice, done]);

  async function sendOtp() {
    const input = check(signupEmailSchema, { email });
    if (!input) return;
    try {
      await authApi.sendSignupOtp(input.email);
      setEmail(input.email);
      setOtpSent(true);
      setNotice(t('signup.otpSent'));
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('signup.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!otpSent) return void sendOtp();
    const input = check(signupSchema, { email, ...details });
    if (!input) return;
    const body = await send(authApi.signup(input), t('signup.failed'));
    if (!body) return;
    setDone(true);
    setNotice(body.message || t('signup.created'));
    // The shopper just proved the e-mail and chose the password: sign them in rather than ask again.
    const signedIn = await requestSignIn(input, 'CUSTOMER').then(
      () => true,
      () => false,
    );
    // A full load, so the header starts from the new session; without one, the login page with the e-mail filled in.
    setTimeout(
      () =>
        signedIn
          ? window.location.assign(new URL(localePath('/', locale), window.location.origin))
          : router.push(`/login?email=${encodeURIComponent(input.email)}`),
      2000,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField
        label={t('fields.email')}
        value={email}
        error={errors.email}
        readOnly={otpSent}
        onChange={setEmail}
        hint={otpSent ? t('signup.codeSentHint') : undefined}
      />
      {otpSent && (
        <SignupDetails value={details} errors={errors} onChange={setDetails} onResend={sendOtp} busy={busy} />
      )}
      <FormMessage kind="success">{notice}</FormMessage>
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText={otpSent ? t('signup.creating') : t('signup.sending')} disabled={done}>
        {otpSent ? t('signup.create') : t('signup.send')}
      </SubmitButton>
      <AuthSwitchLink lead={t('signup.haveAccount')} href="/login">
        {t('signup.login')}
      </AuthSwitchLink>
    </form>
  );
}
