import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (email: string) => void;
};

/** The sign-in and sign-up forms' required e-mail field; a staff form passes its own autoComplete. */
export function EmailField({ onChange, ...props }: Props) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      {...props}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
