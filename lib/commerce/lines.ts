/**
 * What the cart page and the checkout show for a line, in rupees as the API answers, and the
 * bridge to the one pricing function (paise). Screens never add prices up themselves.
 */
import { rupeesToPaise } from '../money';
import { priceCart, type PaymentMethod, type PriceBreakdown, type PricingRates } from './pricing';

export type ShownLine = {
  productId: number;
  variantId: number | null;
  slug: string;
  title: string;
  /** the pack's label ("250 g"): the line names the pack it sells */
  size: string | null;
  image: string | null;
  quantity: number;
  /** rupees */
  sellingPrice: number;
  /** rupees (MRP) */
  productPrice: number;
  stock: number;
};

export function priceShownLines(
  lines: readonly ShownLine[],
  rates: PricingRates,
  method: PaymentMethod | null = null,
): PriceBreakdown {
  return priceCart(
    lines.map((l) => ({
      mrpPaise: rupeesToPaise(l.productPrice),
      pricePaise: rupeesToPaise(l.sellingPrice),
      quantity: l.quantity,
    })),
    rates,
    method,
  );
}

export const outOfStock = (lines: readonly ShownLine[]) => lines.filter((l) => l.stock <= 0);
