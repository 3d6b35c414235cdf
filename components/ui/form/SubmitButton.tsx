import type { ReactNode } from 'react';

/** A form's main button: disabled and saying what it is doing while the form is busy. */
export function SubmitButton({
  busy,
  busyText,
  disabled,
  className = 'w-full',
  children,
}: {
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={busy || disabled}>
      {busy ? busyText : children}
    </button>
  );
}
