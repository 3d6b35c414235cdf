import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';

/** The back office's form: two columns of fields on wide screens, validated by our schemas, not the browser. */
export function FormGrid({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {children}
    </form>
  );
}

/** A row across both columns of a FormGrid. */
export function FullRow({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`sm:col-span-2 ${className}`}>{children}</div>;
}

/** The save button (busy while the write runs) and the failure line beside it. */
export function FormActions({ busy, label, failure }: { busy: boolean; label: string; failure: string | null }) {
  return (
    <FullRow className="flex items-center gap-3">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <FormMessage kind="error">{failure}</FormMessage>
    </FullRow>
  );
}

/** A form on a white card: its fields, then the failure line and the submit button (busy while it runs). */
export function CardForm({
  onSubmit,
  busy,
  busyText = 'Saving…',
  submitLabel,
  failure,
  children,
  ...labelled
}: {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  busyText?: string;
  submitLabel: string;
  failure: string | null;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <form onSubmit={onSubmit} noValidate {...labelled} className="space-y-4 rounded-2xl bg-white p-5 shadow-card">
      {children}
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? busyText : submitLabel}
      </button>
    </form>
  );
}

/** A CardForm for one record: it edits the record when there is one ('Edit post', 'Save post'), else creates it. */
export function RecordCardForm({
  noun,
  editing,
  ...form
}: {
  noun: string;
  editing: boolean;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <CardForm
      {...form}
      aria-label={editing ? `Edit ${noun}` : `New ${noun}`}
      submitLabel={editing ? `Save ${noun}` : `Create ${noun}`}
    />
  );
}
