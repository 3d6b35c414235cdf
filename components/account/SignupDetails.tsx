'use client';

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
  const field = (key: Exclude<keyof SignupDetailsValue, 'marketingConsent'>) => ({
    value: value[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <>
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <PhoneField label="Phone number" autoComplete="tel-national" required maxLength={10} {...field('phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a number."
        {...field('password')}
      />
      <div>
        <TextField
          label="OTP"
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
          Resend OTP
        </button>
      </div>
      {/* DPDP Act 2023: an explicit choice, unticked until the shopper ticks it. */}
      <CheckField
        name="marketingConsent"
        label="Send me offers and cart reminders by e-mail (you can unsubscribe any time)"
        checked={value.marketingConsent}
        onChange={(marketingConsent) => onChange({ ...value, marketingConsent })}
      />
    </>
  );
}
