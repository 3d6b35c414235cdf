/**
 * The spec passes checkout items in navigation state; in the browser that is sessionStorage
 * (per tab, gone when the tab closes) plus a marker in the URL.
 */
/** `variantId`: the pack chosen on the page (null: a product of one pack; absent in items saved before packs). */
export type BuyNowItem = { slug: string; productId: number; variantId?: number | null; quantity: number };

const KEY = 'buyNowItems';
export const BUY_NOW_URL = '/checkout?mode=buy-now';

export function saveBuyNowItems(items: BuyNowItem[]): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(items));
}

export function readBuyNowItems(): BuyNowItem[] {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function clearBuyNowItems(): void {
  window.sessionStorage.removeItem(KEY);
}
