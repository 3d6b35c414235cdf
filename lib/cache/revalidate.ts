/**
 * After an edit, mark exactly the cached pages that showed the changed record as stale. The
 * next request re-renders them (expire 0: no stale copy is served). Call from route handlers
 * or server actions only (next/cache needs the server runtime).
 */
import { revalidateTag } from 'next/cache';
import { tags } from './tags';

const now = { expire: 0 };

/** A product's price, stock, text or images changed: its page, and the lists that show it. */
export function revalidateProduct(slug: string) {
  revalidateTag(tags.product(slug), now);
  revalidateTag(tags.products, now);
}

/** Stock moved (orders placed, cancelled or expired) for these products. */
export function revalidateProducts(slugs: Iterable<string>) {
  for (const slug of new Set(slugs)) revalidateTag(tags.product(slug), now);
  revalidateTag(tags.products, now);
}

/** A category was renamed, moved or re-imaged: the menu (every page), lists and its products. */
export function revalidateCategory(slug: string) {
  revalidateTag(tags.category(slug), now);
  revalidateTag(tags.categories, now);
  revalidateTag(tags.products, now);
}

export function revalidateBanners() {
  revalidateTag(tags.banners, now);
}

export function revalidatePost(slug: string) {
  revalidateTag(tags.post(slug), now);
  revalidateTag(tags.blog, now);
}

export function revalidatePage(slug: string) {
  revalidateTag(tags.page(slug), now);
  revalidateTag(tags.pages, now);
}

export function revalidateTeam() {
  revalidateTag(tags.team, now);
}
