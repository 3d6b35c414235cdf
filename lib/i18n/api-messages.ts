/**
 * The API's refusals in the caller's language. Throw sites keep writing English (the spec's words, which
 * every test and English client reads); route() passes the envelope's message and each field error
 * through `translateApiMessage` when the caller asked for Hindi (lib/http/route.ts).
 *
 * The data file maps each English message to its Hindi. A key with `{name}` parts is a pattern: the
 * English text around them must match exactly, the parts are carried over into the Hindi by name
 * ("Only {stock} left" → "सिर्फ़ {stock} बचे हैं"); a part that is an exact key is translated too. Exact keys
 * win over patterns, and longer patterns over shorter ones. A message with no entry stays
 * English — tests/unit/api-messages-coverage.test.ts fails when a literal message in lib/ or app/ has none.
 */
import hindi from './api-messages.hi.json';
import type { Locale } from './locales';

type Pattern = { regex: RegExp; names: string[]; hindi: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/** `{name}` keys become anchored regexes, once; the longest keys first, so the most specific one wins. */
export function compilePatterns(entries: Record<string, string>): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translated] of Object.entries(entries)) {
    if (!/\{\w+\}/.test(english)) {
      exact.set(english, translated);
      continue;
    }
    const names: string[] = [];
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, hindi: translated });
  }
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return { exact, patterns };
}

/** One message through compiled entries: the Hindi, or null when none matches. */
export function translateWith(compiled: ReturnType<typeof compilePatterns>, message: string): string | null {
  const exact = compiled.exact.get(message);
  if (exact !== undefined) return exact;
  for (const pattern of compiled.patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    // A part that is itself a message ("{message} (row 3)", "{label} is invalid.") is translated too.
    const values = new Map(pattern.names.map((name, i) => [name, compiled.exact.get(match[i + 1]) ?? match[i + 1]]));
    return pattern.hindi.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return null;
}

let compiled: ReturnType<typeof compilePatterns> | null = null;

/** `message` in `locale`: English as it is; Hindi from the map, or the English when the map has none. */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === 'en' || !message) return message;
  compiled ??= compilePatterns(hindi as Record<string, string>);
  return translateWith(compiled, message) ?? message;
}

/** Every field error of an envelope in `locale`. */
export function translateFieldErrors(
  errors: Record<string, string> | undefined,
  locale: Locale,
): Record<string, string> | undefined {
  if (!errors || locale === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateApiMessage(message, locale)]),
  );
}

/** The English keys of the map (the coverage test reads them). */
export const API_MESSAGE_KEYS: readonly string[] = Object.keys(hindi);
