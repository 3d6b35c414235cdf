import { useTranslations } from 'next-intl';
import english from '@/messages/en/Common.json';

type Tree = typeof english;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type CommonWord = Leaves<Tree>;
type Values = Record<string, string | number>;

/** English's text of a Common key, its {placeholders} filled: the words where a page gave none. */
function englishWord(key: CommonWord, values?: Values): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english);
  return String(text).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

/** The translator, or null where nothing provides one (a unit test rendering a part of a screen alone). */
function useTranslatorIfAny() {
  try {
    return useTranslations();
  } catch (error) {
    // A server render always has its request's messages, and what it throws (a suspension) must pass.
    if (typeof window === 'undefined') throw error;
    return null;
  }
}

/**
 * The shared components' words (Close, Loading, the totals…) in the page's language. These
 * components are also drawn where no Common messages are given (the back office, which stays
 * English, has none), so a missing word reads as English rather than as its key.
 */
export function useCommonWords() {
  const t = useTranslatorIfAny();
  return (key: CommonWord, values?: Values): string => {
    const path = `Common.${key}` as const;
    return t?.has(path) ? t(path as Parameters<typeof t>[0], values) : englishWord(key, values);
  };
}
