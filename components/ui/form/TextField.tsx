import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** shown inside the field before the value, e.g. +91 */
  prefix?: string;
  trailing?: ReactNode;
};

/** A labelled input with its error under it, announced to screen readers. */
export function TextField({ label, error, hint, prefix, trailing, id, className, ...input }: Props) {
  const { fieldId, control } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {input.required && (
          <span className="text-spice-600" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <div className="relative flex items-stretch">
        {prefix && (
          <span className="inline-flex items-center rounded-l-xl border border-r-0 border-sand-300 bg-sand-50 px-3 text-sm text-muted">
            {prefix}
          </span>
        )}
        <input
          {...control}
          className={`field ${prefix ? 'rounded-l-none' : ''} ${trailing ? 'pr-12' : ''} ${error ? 'border-spice-500' : ''} read-only:bg-sand-50 read-only:text-muted`}
          {...input}
        />
        {trailing && <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>}
      </div>
      <FieldNotes id={fieldId} error={error} hint={hint} />
    </div>
  );
}
