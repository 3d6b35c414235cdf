/**
 * The title, slug and rich-text fields every back-office record shares (catalogue and content),
 * so both read them with the same limits and messages.
 */
import { z } from 'zod';

export const TITLE_MAX = 200;
export const SLUG_MAX = 120;
export const HTML_MAX = 50_000;

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const RECORD_MESSAGES = {
  title: 'Please enter a title',
  titleLong: `Title must be at most ${TITLE_MAX} characters`,
  slug: 'Use lower-case letters, digits and single hyphens',
  slugLong: `Slug must be at most ${SLUG_MAX} characters`,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const titleField = z.preprocess(
  trimmed,
  z.string({ message: RECORD_MESSAGES.title }).min(1, RECORD_MESSAGES.title).max(TITLE_MAX, RECORD_MESSAGES.titleLong),
);
export const slugField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ message: RECORD_MESSAGES.slug })
    .max(SLUG_MAX, RECORD_MESSAGES.slugLong)
    .regex(SLUG_SHAPE, RECORD_MESSAGES.slug),
);
export const htmlField = z.preprocess(trimmed, z.string().max(HTML_MAX, `At most ${HTML_MAX} characters`));

/** Slugs are short, lowercase, hyphenated; anything else cannot name a record (pages answer 404). */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && SLUG_SHAPE.test(value);
}

/** A readable slug from a title ("Assam CTC, 250 g" → "assam-ctc-250-g"). */
export function slugify(title: string): string {
  const s = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return s || 'item';
}
