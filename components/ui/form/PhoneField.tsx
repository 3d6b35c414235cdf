import type { ComponentProps } from 'react';
import { PHONE_PREFIX } from '@/lib/validation/address-fields';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'prefix'>;

/** An Indian phone number: a numeric keypad, and +91 shown before the digits. */
export function PhoneField(props: Props) {
  return <TextField type="tel" inputMode="numeric" prefix={PHONE_PREFIX} {...props} />;
}
