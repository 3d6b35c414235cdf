import { useId, type ReactNode } from 'react';

/**
 * A field's id (the caller's, or a generated one) and aria-describedby pointing at its error and hint;
 * `control` is both, with aria-invalid, to spread on the input, select or textarea.
 */
export function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [error && `${fieldId}-error`, hint && `${fieldId}-hint`].filter(Boolean).join(' ') || undefined;
  const control = { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return { fieldId, describedBy, control };
}

/** The hint and the error under a field, with the ids useFieldIds points at. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
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
