'use client';

import { LIMITS } from '@/lib/catalog/admin-schemas';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { bindText } from '@/components/ui/form/bind';
import { HindiTextField } from '../hindi/HindiFields';

/** A Hindi field's value, change handler and message (components/admin/hindi/hindi-state.ts hindiBinder). */
type HindiBound = { value: string; onChange: (v: string) => void; error?: string };

type Props = {
  title: string;
  description: string;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  errors: Record<string, string>;
  /** the Hindi title and description beside the English ones */
  hindi?: { title: HindiBound; description: HindiBound };
};

/** "12 of 70 characters", so the seller sees how much a search result will show before typing past it. */
const counted = (
  key: 'seoTitle' | 'seoDescription',
  text: string,
  set: (v: string) => void,
  errors: Props['errors'],
) => ({
  ...bindText(text, set, errors[key]),
  maxLength: LIMITS[key],
  hint: `${text.length} of ${LIMITS[key]} characters. Left empty, it is made from the title and description.`,
});

/** The product page's own search-engine title and description, each with its character count. */
export function SeoFields({ title, description, onTitle, onDescription, errors, hindi }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">Search engines</legend>
      <TextField label="SEO title" {...counted('seoTitle', title, onTitle, errors)} />
      {hindi && <HindiTextField label="SEO title" maxLength={LIMITS.seoTitle} {...hindi.title} />}
      <TextAreaField label="SEO description" {...counted('seoDescription', description, onDescription, errors)} />
      {hindi && (
        <HindiTextField label="SEO description" rows={3} maxLength={LIMITS.seoDescription} {...hindi.description} />
      )}
    </fieldset>
  );
}
