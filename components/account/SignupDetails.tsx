'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/ui/form/TextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { CheckField } from '@/components/ui/form/fields';

export type SignupDetailsValue = {
  name: string;
  phone: string;
  password: string;
  otp: string;
  marketingConsent: boolean;
};

type Props = {
  value: SignupDetailsValue;
  errors: Record<string, string>;
  onChange: (value: SignupDetailsValue) => void;
  onResend: () => void;
  busy: boolean;
};

/** Step 2 of sign-up: shown once the OTP has been sent. */
export function SignupDetails({ value, errors, onChange, onResend, busy }: Props) {
  const t = useTranslations('Auth');
  const field = (key: Exclude<keyof SignupDetailsValue, 'marketingConsent'>) => ({
    value: value[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <>
      <TextField label={t('signup.name')} autoComplete="name" required {...field('name')} />
      <PhoneField label={t('signup.phone')} autoComplete="tel-national" required maxLength={10} {...field('phone')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        required
        hint={t('signup.passwordHint')}
        {...field('password')}
      />
      <div>
        <TextField
          label={t('signup.otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
          {...field('otp')}
        />
        <button
          type="button"
          onClick={onResend}
          disabled={busy}
          className="mt-1 text-sm font-medium text-leaf-700 hover:underline"
        >
          {t('signup.resend')}
        </button>
      </div>
      {/* DPDP Act 2023: an explicit choice, unticked until the shopper ticks it. */}
      <CheckField
        name="marketingConsent"
        label={t('signup.consent')}
        checked={value.marketingConsent}
        onChange={(marketingConsent) => onChange({ ...value, marketingConsent })}
      />
    </>
  );
}
