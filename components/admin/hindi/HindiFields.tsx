'use client';

import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { RichTextField } from '../editor/RichTextField';

/** Every Hindi field says what an empty one does (design §15: a missing translation falls back to English). */
export const HINDI_HINT = 'Left empty, the Hindi shop (/hi) shows the English.';

type TextProps = {
  /** the English field's label: the Hindi one is "<label> (Hindi)" */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  /** a text area instead of a one-line field */
  rows?: number;
  hint?: string;
  className?: string;
};

/** A Hindi text beside its English field: typed in Devanagari (lang="hi"), empty = the English shows. */
export function HindiTextField({ label, value, onChange, error, maxLength, rows, hint, className }: TextProps) {
  const common = {
    label: `${label} (Hindi)`,
    lang: 'hi',
    value,
    error,
    maxLength,
    hint: hint ?? HINDI_HINT,
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
      <RichTextField label={`${label} (Hindi)`} hint={HINDI_HINT} value={value} onChange={onChange} error={error} />
    </div>
  );
}
