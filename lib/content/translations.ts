/**
 * Writing a record's Hindi words (design §15): what the back office sends is merged field by field
 * into what is stored, a blank field is removed (so the shop shows the English, never a blank), and
 * rich text passes the same sanitiser as the English before it is stored.
 */
import type { Translations } from '../db/schema';
import { isBlankText } from '../i18n/localize';
import { sanitizeHtml } from './sanitize';

/**
 * The stored Hindi after an edit: fields sent replace (or, when blank, remove) the stored ones,
 * fields not sent are kept. `html` names the fields that are rich text.
 */
export function withHindi<F extends string>(
  stored: Translations<F> | null | undefined,
  sent: Partial<Record<F, string | null>> | undefined,
  html: readonly F[] = [],
): Translations<F> {
  const hi: Partial<Record<F, string>> = { ...(stored?.hi ?? {}) };
  for (const [field, text] of Object.entries(sent ?? {}) as [F, string | null | undefined][]) {
    const value = html.includes(field) && text ? sanitizeHtml(text.trim()) : (text ?? '').trim();
    if (isBlankText(value)) delete hi[field];
    else hi[field] = value;
  }
  return Object.keys(hi).length ? { hi } : {};
}

/** The stored Hindi without the named fields (a list that leaves bodies out leaves their Hindi out too). */
export function withoutFields<F extends string, G extends F>(
  stored: Translations<F> | null | undefined,
  fields: readonly G[],
): Translations<Exclude<F, G>> {
  if (!stored?.hi) return {};
  const hi = Object.fromEntries(
    Object.entries(stored.hi).filter(([field]) => !(fields as readonly string[]).includes(field)),
  ) as Partial<Record<Exclude<F, G>, string>>;
  return Object.keys(hi).length ? { hi } : {};
}
