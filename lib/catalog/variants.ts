/**
 * The rules of packs (design §10), plain functions so the product page, the listing, the cart and the
 * server pick the same pack and show the same prices. Money here is integer paise.
 */

/** The label of the one pack of a product that names no size (the spec shows 'Standard' for it). */
export const STANDARD_LABEL = 'Standard';

/**
 * The size a product's title may carry ("Darjeeling (100 g)"): its one pack's label. None for a product
 * with a choice of packs (the title is the product's, the pack is chosen on the page) or a 'Standard' one.
 */
export function titleSize(p: { variants: readonly unknown[]; size: string | null }): string | null {
  return p.variants.length === 1 ? namedPack(p.size) : null;
}

/** A line's pack worth naming: any label but the 'Standard' of a product that has no sizes. */
export function namedPack(size: string | null | undefined): string | null {
  return size && size !== STANDARD_LABEL ? size : null;
}

/**
 * A bought line's name wherever it is listed without its own pack column (buttons, mails): "Darjeeling
 * (500 g)", so two packs of one tea are told apart; the bare title for a 'Standard' pack.
 */
export function lineName(title: string, size: string | null | undefined): string {
  const pack = namedPack(size);
  return pack ? `${title} (${pack})` : title;
}

/** What these rules need of a pack. */
export type PackFacts = { pricePaise: number; mrpPaise: number; stockQuantity: number; weightGrams: number | null };

/** The pack a product shows and sells when none is chosen: the first in display order that is in stock, else the first. */
export function defaultVariant<V extends Pick<PackFacts, 'stockQuantity'>>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.stockQuantity > 0) ?? variants[0];
}

/** A product is in stock when any of its packs is; its stock is their sum. */
export function totalStock(variants: readonly Pick<PackFacts, 'stockQuantity'>[]): number {
  return variants.reduce((sum, v) => sum + Math.max(0, v.stockQuantity), 0);
}

export type UnitPrice = { amountPaise: number; per: '100 g' | 'kg' };

/**
 * The unit sale price shoppers compare packs by: per 100 g for packs under 1 kg, per kg from 1 kg up
 * (as Indian shops label them); rounded to the paisa. Null when the pack has no net weight.
 */
export function unitPrice(pack: Pick<PackFacts, 'pricePaise' | 'weightGrams'>): UnitPrice | null {
  const grams = pack.weightGrams;
  if (!grams || grams <= 0) return null;
  return grams >= 1000
    ? { amountPaise: Math.round((pack.pricePaise * 1000) / grams), per: 'kg' }
    : { amountPaise: Math.round((pack.pricePaise * 100) / grams), per: '100 g' };
}

/** The lowest and highest selling price over all packs (sold out or not). */
export function priceRange(variants: readonly Pick<PackFacts, 'pricePaise'>[]): { minPaise: number; maxPaise: number } {
  const prices = variants.map((v) => v.pricePaise);
  return prices.length
    ? { minPaise: Math.min(...prices), maxPaise: Math.max(...prices) }
    : { minPaise: 0, maxPaise: 0 };
}

/**
 * The pack a listing prices a product by: the cheapest in stock (the price filter, its cap and the
 * price sorts all read it), else the cheapest of all when every pack is sold out.
 */
export function listingPack<V extends Pick<PackFacts, 'pricePaise' | 'stockQuantity'>>(
  variants: readonly V[],
): V | undefined {
  const cheapest = (list: readonly V[]) =>
    list.reduce<V | undefined>((best, v) => (!best || v.pricePaise < best.pricePaise ? v : best), undefined);
  return cheapest(variants.filter((v) => v.stockQuantity > 0)) ?? cheapest(variants);
}

/** The pack a `?pack=<sku>` names, else the default one: a stale or foreign SKU never breaks the page. */
export function chosenVariant<V extends Pick<PackFacts, 'stockQuantity'> & { sku: string }>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | undefined {
  return (sku ? variants.find((v) => v.sku === sku) : undefined) ?? defaultVariant(variants);
}

/** A label from option values in the options' order: "250 g · Powder". */
export function labelOf(values: readonly string[]): string {
  return values.filter(Boolean).join(' · ');
}

/** Messages name the pack when there is a choice of them: "Darjeeling (500 g) is out of stock." */
export function packTitle(title: string, label: string | null, packCount: number): string {
  return packCount > 1 ? lineName(title, label) : title;
}
