import type { VariantDto } from '@/lib/catalog/products';
import { labelOf } from '@/lib/catalog/variants';
import { numeric } from './product-form-state';

export type ProductOption = { name: string; values: string[] };

/** One pack as its row in the pack grid edits it: text as typed, the option values chosen. */
export type PackFormState = {
  label: string;
  /** the label in Hindi ("250 ग्राम"); empty = the shop shows the English one */
  hiLabel: string;
  sku: string;
  price: string;
  mrp: string;
  stock: string;
  weightGrams: string;
  options: Record<string, string>;
  stockReason: string;
};

export function packState(pack: VariantDto | undefined, options: ProductOption[]): PackFormState {
  return {
    label: pack?.label ?? '',
    hiLabel: pack?.translations?.hi?.label ?? '',
    sku: pack?.sku ?? '',
    price: pack ? String(pack.sellingPrice) : '',
    mrp: pack ? String(pack.productPrice) : '',
    stock: pack ? String(pack.stockQuantity) : '0',
    weightGrams: pack?.weightGrams == null ? '' : String(pack.weightGrams),
    options: Object.fromEntries(options.map((o) => [o.name, pack?.options[o.name] ?? o.values[0]])),
    stockReason: '',
  };
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const weightOf = (text: string) => (text.trim() === '' ? null : numeric(text));

/**
 * What a row sends: a new pack all its fields, a saved one only what changed (price and MRP together,
 * so the server checks one against the other; the stock count with its reason).
 */
export function packPayload(s: PackFormState, pack?: VariantDto): Record<string, unknown> {
  const all = {
    label: s.label,
    sku: s.sku,
    price: numeric(s.price),
    mrp: numeric(s.mrp),
    weightGrams: weightOf(s.weightGrams),
    options: s.options,
  };
  const translations = { hi: { label: s.hiLabel } };
  if (!pack)
    return {
      ...all,
      ...(s.hiLabel.trim() ? { translations } : {}),
      stock: numeric(s.stock),
      ...(s.stockReason.trim() ? { stockReason: s.stockReason } : {}),
    };
  const changed: Record<string, unknown> = {};
  if (all.label !== pack.label) changed.label = all.label;
  if (s.hiLabel.trim() !== (pack.translations?.hi?.label ?? '')) changed.translations = translations;
  if (all.sku !== pack.sku) changed.sku = all.sku;
  if (all.price !== pack.sellingPrice || all.mrp !== pack.productPrice)
    Object.assign(changed, { price: all.price, mrp: all.mrp });
  if (all.weightGrams !== pack.weightGrams) changed.weightGrams = all.weightGrams;
  if (!sameValues(all.options, pack.options)) changed.options = all.options;
  if (numeric(s.stock) !== pack.stockQuantity)
    Object.assign(changed, { stock: numeric(s.stock), stockReason: s.stockReason });
  return changed;
}

/** Choosing an option value renames a pack whose label was made from its values ("250 g · Powder") or is empty. */
export function withOption(s: PackFormState, name: string, value: string, order: ProductOption[]): PackFormState {
  const options = { ...s.options, [name]: value };
  const labelFrom = (chosen: Record<string, string>) => labelOf(order.map((o) => chosen[o.name] ?? ''));
  const made = !s.label.trim() || s.label === labelFrom(s.options);
  return { ...s, options, label: made ? labelFrom(options) : s.label };
}
