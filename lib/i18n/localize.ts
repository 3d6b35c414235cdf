import type { Translations } from '../db/schema';
import type { Locale } from './locales';

type Translatable = { translations?: Translations<string> | null };

/**
 * Words that say nothing: empty, spaces, or rich text with no text and no picture in it ("<p></p>",
 * what an emptied editor sends). Such a translation is no translation.
 */
export function isBlankText(text: string | null | undefined): boolean {
  if (!text || !text.trim()) return true;
  if (!text.includes('<')) return false;
  if (/<img\b/i.test(text)) return false;
  return !text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
}

/**
 * A row in a language: each field with non-blank Hindi words takes them, every other field keeps its
 * English (design §15: a missing translation falls back to English, never to a blank).
 */
export function localize<T extends Translatable>(row: T, locale: Locale): T {
  const words = locale === 'en' ? undefined : row.translations?.[locale];
  if (!words) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [field, text] of Object.entries(words))
    if (typeof text === 'string' && !isBlankText(text) && field in row) out[field] = text;
  return out as T;
}

export function localizeAll<T extends Translatable>(rows: readonly T[], locale: Locale): T[] {
  return rows.map((row) => localize(row, locale));
}
