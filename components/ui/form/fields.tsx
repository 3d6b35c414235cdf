import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes';
import { Options } from './Options';

type ShellProps = { fieldId: string; label: string; error?: string; hint?: ReactNode; className?: string };

/** The label above, the control, then the hint and error under it. */
function Labelled({ fieldId, label, error, hint, className, children }: ShellProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldNotes id={fieldId} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
};

/** A labelled select with its error under it. */
export function SelectField({ label, error, hint, options, id, className, ...select }: SelectProps) {
  const { fieldId, control } = useFieldIds(id, error, hint);
  return (
    <Labelled fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      <select {...control} className={`field ${error ? 'border-spice-500' : ''}`} {...select}>
        <Options options={options} />
      </select>
    </Labelled>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode };

/** A labelled multi-line input with its error under it. */
export function TextAreaField({ label, error, hint, id, className, ...area }: AreaProps) {
  const { fieldId, control } = useFieldIds(id, error, hint);
  return (
    <Labelled fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea {...control} className={`field min-h-24 ${error ? 'border-spice-500' : ''}`} {...area} />
    </Labelled>
  );
}

/** A checkbox with its label on the right. */
export function CheckField({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-leaf-700"
      />
      {label}
    </label>
  );
}
