import { groupIndian } from './format/indian-grouping';

/** Money is integer paise inside the system; these are the only conversions at the edge. */

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Sign, whole rupees and paise of an amount given in rupees with at most two decimals (paise). */
function rupeeParts(rupees: number) {
  const paise = Math.round(Math.abs(rupees) * 100);
  return { sign: rupees < 0 && paise > 0 ? '-' : '', whole: groupIndian(String(Math.floor(paise / 100))), paise: paise % 100 };
}

/** ₹1,23,456.00: carts, orders, payments always show paise, so totals on every screen read alike. */
export function formatRupees(rupees: number): string {
  const { sign, whole, paise } = rupeeParts(rupees);
  return `${sign}₹${whole}.${String(paise).padStart(2, '0')}`;
}

/** ₹1,23,456: listing cards (Indian grouping, no trailing zeros: ₹249.5). */
export function formatRupeesShort(rupees: number): string {
  const { sign, whole, paise } = rupeeParts(rupees);
  const fraction = paise ? `.${String(paise).padStart(2, '0').replace(/0$/, '')}` : '';
  return `${sign}₹${whole}${fraction}`;
}

/** round((MRP − price) / MRP × 100); 0 when there is no discount. */
export function discountPercent(productPrice: number, sellingPrice: number): number {
  if (!(productPrice > 0) || !(sellingPrice < productPrice)) return 0;
  return Math.round(((productPrice - sellingPrice) / productPrice) * 100);
}
