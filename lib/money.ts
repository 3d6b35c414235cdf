import { groupIndian } from './format/indian-grouping';

/** Money is integer paise inside the system; these are the only conversions at the edge. */

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees that name a whole number of paise (at most two decimals, within float noise): 249.5 yes, 249.505 no. */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** An amount in rupees with at most two decimals (paise), with Indian grouping; `short` drops trailing zeros. */
function formatAmount(rupees: number, short: boolean): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const fraction = String(paise % 100).padStart(2, '0');
  const tail = !short ? `.${fraction}` : paise % 100 ? `.${fraction.replace(/0$/, '')}` : '';
  return `${rupees < 0 && paise ? '-' : ''}₹${groupIndian(String(Math.floor(paise / 100)))}${tail}`;
}

/** ₹1,23,456.00: carts, orders, payments always show paise, so totals on every screen read alike. */
export function formatRupees(rupees: number): string {
  return formatAmount(rupees, false);
}

/** ₹1,23,456: listing cards (Indian grouping, no trailing zeros: ₹249.5). */
export function formatRupeesShort(rupees: number): string {
  return formatAmount(rupees, true);
}

/** round((MRP − price) / MRP × 100); 0 when there is no discount. */
export function discountPercent(productPrice: number, sellingPrice: number): number {
  if (!(productPrice > 0) || !(sellingPrice < productPrice)) return 0;
  return Math.round(((productPrice - sellingPrice) / productPrice) * 100);
}

/** ₹5000 / ₹59 / ₹49.50: the spec's messages write whole rupees without grouping. */
export function rupeesPlain(paise: number): string {
  return `₹${paise % 100 ? (paise / 100).toFixed(2) : paise / 100}`;
}
