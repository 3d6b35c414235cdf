import type { Translations } from '../db/schema';
import type { Locale } from './locales';

type Translatable = { translations?: Translations<string> | null };

/**
 * A row in a language: each field with non-blank Hindi words takes them, every other field keeps its
 * English (design §15: a missing translation falls back to English, never to a blank).
 */
export function localize<T extends Translatable>(row: T, locale: Locale): T {
  const words = locale === 'en' ? undefined : row.translations?.[locale];
  if (!words) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [field, text] of Object.entries(words)) if (typeof text === 'string' && text.trim() && field in row) out[field] = text;
  return out as T;
}

export function localizeAll<T extends Translatable>(rows: readonly T[], locale: Locale): T[] {
  return rows.map((row) => localize(row, locale));
}
