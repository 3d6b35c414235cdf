/**
 * What the back office may send for content: blog posts, content pages, banner slides and team
 * members. Shared by the /admin forms and the API. HTML is sanitised by the service before it is
 * stored (lib/content/sanitize.ts); links are https:// or a path on this site.
 */
import { z } from 'zod';
import { HTML_MAX, htmlField, slugField, TITLE_MAX, titleField } from '../validation/slug';
import { hindiFields } from './translation-schemas';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) =>
  v === undefined ? undefined : typeof v === 'string' && v.trim() === '' ? null : trimmed(v);

export const LINK_MESSAGE = 'Enter an https:// link or a path on this site starting with /';
/**
 * https://…, or a same-site path ("/products/tea", never "//elsewhere"). No backslash anywhere:
 * browsers read it as a slash, so "/\evil.example" would leave the site like "//evil.example".
 */
const link = z
  .string({ message: LINK_MESSAGE })
  .max(500, LINK_MESSAGE)
  .refine((u) => /^\/(?!\/)[^\s\\]*$/.test(u) || /^https:\/\/[^\s\\]+$/.test(u), LINK_MESSAGE);
export const linkField = z.preprocess(blankToNull, link.nullable());
const shortText = (max: number) =>
  z.preprocess(blankToNull, z.string().max(max, `At most ${max} characters`).nullable());
const requiredText = (max: number, message: string) =>
  z.preprocess(trimmed, z.string({ message }).min(1, message).max(max, `At most ${max} characters`));
const order = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
  z.number({ message: 'Order is a whole number' }).int('Order is a whole number').min(0).max(10_000),
);
const tags = z
  .array(z.preprocess(trimmed, z.string().min(1).max(40)))
  .max(20)
  .transform((l) => [...new Set(l.map((t) => t.toLowerCase()))]);
const dateTime = z.preprocess(
  (v) => (v === '' ? null : v),
  z.union([
    z.null(),
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'Enter a date and time')
      .transform((s) => new Date(s)),
  ]),
);

/** The create schema's fields: the ones in `defaults` may be left out, and then take that value. */
function withDefaults<S extends Record<string, z.ZodType>, D extends { [K in keyof S]?: z.output<S[K]> }>(
  fields: S,
  defaults: D,
) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      key in defaults ? field.default((defaults as Record<string, unknown>)[key]) : field,
    ]),
  );
  return shape as { [K in keyof S]: K extends keyof D ? z.ZodDefault<S[K]> : S[K] };
}

const post = {
  title: titleField,
  slug: slugField,
  excerpt: z.preprocess(trimmed, z.string().max(500, 'At most 500 characters')),
  content: htmlField,
  tags,
  author: requiredText(100, 'Please enter the author'),
  /** null = draft; a time = published from then on */
  publishedAt: dateTime,
  featuredImage: linkField,
  /** the post in Hindi; a blank field shows the English */
  translations: hindiFields({
    title: { label: 'title', max: TITLE_MAX },
    excerpt: { label: 'excerpt', max: 500 },
    content: { label: 'content', max: HTML_MAX },
  }).optional(),
};
export const postCreateSchema = z.object({
  ...withDefaults(post, { excerpt: '', tags: [], publishedAt: null, featuredImage: null }),
  slug: post.slug.optional(),
});
export const postUpdateSchema = z.object(post).partial();

const page = {
  title: titleField,
  slug: slugField,
  content: htmlField,
  metaTitle: shortText(200),
  metaDescription: shortText(500),
  keywords: shortText(500),
  isPublished: z.boolean({ message: 'Published is true or false' }),
  /** the page in Hindi; a blank field shows the English */
  translations: hindiFields({
    title: { label: 'title', max: TITLE_MAX },
    content: { label: 'content', max: HTML_MAX },
    metaTitle: { label: 'meta title', max: 200 },
    metaDescription: { label: 'meta description', max: 500 },
    keywords: { label: 'keywords', max: 500 },
  }).optional(),
};
export const pageCreateSchema = z.object(
  withDefaults(page, { metaTitle: null, metaDescription: null, keywords: null, isPublished: true }),
);
export const pageUpdateSchema = z.object(page).partial();

const banner = {
  /** an image, or a video (.mp4, .webm, …) */
  imageUrl: z.preprocess(trimmed, link),
  posterUrl: linkField,
  title: requiredText(200, 'Please enter a title'),
  subtitle: z.preprocess(trimmed, z.string().max(300, 'At most 300 characters')),
  tag: shortText(40),
  actionButtonText: shortText(40),
  actionUrl: linkField,
  isExternal: z.boolean(),
  secondaryActionText: shortText(40),
  secondaryActionUrl: linkField,
  displayOrder: order,
  isActive: z.boolean(),
  /** the slide's words in Hindi; a blank field shows the English */
  translations: hindiFields({
    title: { label: 'title', max: 200 },
    subtitle: { label: 'subtitle', max: 300 },
    tag: { label: 'tag', max: 40 },
    actionButtonText: { label: 'button text', max: 40 },
    secondaryActionText: { label: 'second button text', max: 40 },
  }).optional(),
};
export const bannerCreateSchema = z.object(
  withDefaults(banner, {
    posterUrl: null,
    subtitle: '',
    tag: null,
    actionButtonText: null,
    actionUrl: null,
    isExternal: false,
    secondaryActionText: null,
    secondaryActionUrl: null,
    isActive: true,
  }),
);
export const bannerUpdateSchema = z.object(banner).partial();

const member = {
  name: requiredText(100, 'Please enter a name'),
  positionTitle: requiredText(100, 'Please enter a position'),
  department: requiredText(100, 'Please enter a department'),
  profileImage: linkField,
  founder: z.boolean(),
  coFounder: z.boolean(),
  joinDate: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
      .nullable(),
  ),
  bio: z.preprocess(trimmed, z.string().max(5000, 'At most 5000 characters')),
  email: z.preprocess(blankToNull, z.string().max(254).email('Enter a valid e-mail').nullable()),
  linkedIn: linkField,
  message: shortText(2000),
  displayOrder: order,
  /** the person's words in Hindi; a blank field shows the English */
  translations: hindiFields({
    name: { label: 'name', max: 100 },
    positionTitle: { label: 'position', max: 100 },
    department: { label: 'department', max: 100 },
    bio: { label: 'bio', max: 5000 },
    message: { label: "founder's message", max: 2000 },
  }).optional(),
};
export const teamCreateSchema = z.object(
  withDefaults(member, {
    profileImage: null,
    founder: false,
    coFounder: false,
    joinDate: null,
    bio: '',
    email: null,
    linkedIn: null,
    message: null,
    displayOrder: 0,
  }),
);
export const teamUpdateSchema = z.object(member).partial();
