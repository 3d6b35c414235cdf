'use client';

import { LIMITS } from '@/lib/catalog/admin-schemas';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';

type Props = {
  title: string;
  description: string;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  errors: Record<string, string>;
};

/** "12 of 70 characters", so the seller sees how much a search result will show before typing past it. */
const counter = (text: string, max: number) =>
  `${text.length} of ${max} characters. Left empty, it is made from the title and description.`;

/** The product page's own search-engine title and description, each with its character count. */
export function SeoFields({ title, description, onTitle, onDescription, errors }: Props) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Search engines</legend>
      <TextField
        label="SEO title"
        value={title}
        maxLength={LIMITS.seoTitle}
        error={errors.seoTitle}
        hint={counter(title, LIMITS.seoTitle)}
        onChange={(e) => onTitle(e.target.value)}
      />
      <TextAreaField
        label="SEO description"
        value={description}
        maxLength={LIMITS.seoDescription}
        error={errors.seoDescription}
        hint={counter(description, LIMITS.seoDescription)}
        onChange={(e) => onDescription(e.target.value)}
      />
    </fieldset>
  );
}
