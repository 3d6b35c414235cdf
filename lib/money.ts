/** Money is integer paise inside the system; these are the only conversions at the edge. */

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const grouped = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00: carts, orders, payments always show paise, so totals on every screen read alike. */
export function formatRupees(rupees: number): string {
  return twoDecimals.format(rupees);
}

/** ₹1,23,456: listing cards (locale grouping, no trailing .00). */
export function formatRupeesShort(rupees: number): string {
  return grouped.format(rupees);
}

/** round((MRP − price) / MRP × 100); 0 when there is no discount. */
export function discountPercent(productPrice: number, sellingPrice: number): number {
  if (!(productPrice > 0) || !(sellingPrice < productPrice)) return 0;
  return Math.round(((productPrice - sellingPrice) / productPrice) * 100);
}
