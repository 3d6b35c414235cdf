/**
 * What a shopper is told of a pack's stock: "Out of stock", "Only N left in stock" at or below
 * LOW_STOCK, else just "In stock" (PackPrice; a card says only whether it is out). Pages show
 * nothing finer, so an order that leaves every pack in its band changes no page
 * (revalidateStockMoves in lib/cache/revalidate.ts).
 */
const LOW_STOCK = 10;

export function stockBand(stock: number): 'out' | `low:${number}` | 'in' {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK ? `low:${stock}` : 'in';
}
