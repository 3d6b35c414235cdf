import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (email: string) => void;
  /** the shop's forms pass it in the page's language; the back office keeps the English default */
  label?: string;
};

/** The sign-in and sign-up forms' required e-mail field; a staff form passes its own autoComplete. */
export function EmailField({ onChange, label = 'Email', ...props }: Props) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      {...props}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
