'use client';

import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { RichTextField } from '../editor/RichTextField';

/** Every Hindi field says what an empty one does (design §15: a missing translation falls back to English). */
export const HINDI_HINT = 'Left empty, the Hindi shop (/hi) shows the English.';

/**
 * The Hindi field's label from its English one: "Title" → "Hindi title", "SEO title" → "Hindi SEO title".
 * It leads with "Hindi" so a search for the English field's label ("Title…") finds the English field.
 */
export const hindiLabel = (label: string) =>
  `Hindi ${/^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)}`;

type TextProps = {
  /** the English field's label: the Hindi one is "Hindi <label>" */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  /** a text area instead of a one-line field */
  rows?: number;
  hint?: string;
  placeholder?: string;
  className?: string;
};

/** A Hindi text beside its English field: typed in Devanagari (lang="hi"), empty = the English shows. */
export function HindiTextField({
  label,
  value,
  onChange,
  error,
  maxLength,
  rows,
  hint,
  placeholder,
  className,
}: TextProps) {
  const common = {
    label: hindiLabel(label),
    lang: 'hi',
    value,
    error,
    maxLength,
    hint: hint ?? HINDI_HINT,
    placeholder,
    className,
  };
  return rows ? (
    <TextAreaField {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <TextField {...common} onChange={(e) => onChange(e.target.value)} />
  );
}

/** A Hindi rich text beside its English editor. */
export function HindiRichTextField({
  label,
  value,
  onChange,
  error,
}: Pick<TextProps, 'label' | 'value' | 'onChange' | 'error'>) {
  return (
    <div lang="hi">
      <RichTextField label={hindiLabel(label)} hint={HINDI_HINT} value={value} onChange={onChange} error={error} />
    </div>
  );
}

type Binding<E> = { value: string; error?: string; onChange: (change: E) => void };

/**
 * A content field in English with its Hindi twin under it: `english` from the form's bind(field), `hindi`
 * from its hindi binder; `rows` makes both text areas, `maxLength` is the Hindi schema's limit.
 */
export function TwinTextField({
  label,
  required,
  rows,
  maxLength,
  className,
  english,
  hindi,
}: {
  label: string;
  required?: boolean;
  rows?: number;
  maxLength: number;
  /** on both fields, e.g. a full row of the form grid */
  className?: string;
  english: Binding<{ target: { value: string } }>;
  hindi: Binding<string>;
}) {
  return (
    <>
      {rows ? (
        <TextAreaField className={className} label={label} required={required} rows={rows} {...english} />
      ) : (
        <TextField className={className} label={label} required={required} {...english} />
      )}
      <HindiTextField className={className} label={label} rows={rows} maxLength={maxLength} {...hindi} />
    </>
  );
}
