import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-spice-600">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

type Frame = { label: string; error?: string; hint?: ReactNode; id?: string; className?: string };

/** The label over the control and its hint and error under it; `control` gets the id and aria wiring. */
function Labelled({
  label,
  error,
  hint,
  id,
  className,
  control,
}: Frame & { control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {control({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error, hint),
      })}
      <Described id={fieldId} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Frame & { options: { value: string; label: string }[] };

/** A labelled select with its error under it. */
export function SelectField({ label, error, hint, options, id, className, ...select }: SelectProps) {
  return (
    <Labelled
      {...{ label, error, hint, id, className }}
      control={(aria) => (
        <select {...aria} className={`field ${error ? 'border-spice-500' : ''}`} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Frame;

/** A labelled multi-line input with its error under it. */
export function TextAreaField({ label, error, hint, id, className, ...area }: AreaProps) {
  return (
    <Labelled
      {...{ label, error, hint, id, className }}
      control={(aria) => (
        <textarea {...aria} className={`field min-h-24 ${error ? 'border-spice-500' : ''}`} {...area} />
      )}
    />
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
