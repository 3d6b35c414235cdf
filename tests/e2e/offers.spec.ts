import { expect, test, type APIRequestContext } from '@playwright/test';
import { priceCart, type PaymentMethod } from '../../lib/commerce/pricing';
import { demoPromotions } from '../../lib/demo/seed-data/promotions';
import { formatRupees } from '../../lib/money';
import type { OfferKind, OfferScope, Promotion } from '../../lib/offers/types';
import { DEFAULT_RATES } from '../../lib/settings/schema';
import { newShopperWithAddress } from './support/shopper';

/*
 * Offers in a browser (design §11), against the demo seed's offers: WELCOME10 (first order, 10 %
 * up to ₹150, combinable) and the automatic 5 % prepaid offer over ₹999. A new shopper applies the
 * code in the cart, sees the prepaid offer on UPI and lose it on COD, and the order keeps the code.
 */

type Product = {
  id: number;
  slug: string;
  sellingPrice: number;
  productPrice: number;
  inventoryDetails: { stockQuantity: number };
};

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => formatRupees(p / 100);

/** The seed's running offers as pricing sees them (the columns' defaults filled in). */
const seeded: Promotion[] = demoPromotions(new Date()).map((row, i) => ({
  id: i + 1,
  code: row.code ?? null,
  title: row.title,
  kind: row.kind as OfferKind,
  value: row.value,
  maxDiscountPaise: row.maxDiscountPaise ?? null,
  minOrderPaise: row.minOrderPaise ?? 0,
  scope: (row.scope ?? 'ALL') as OfferScope,
  scopeIds: row.scopeIds ?? [],
  sellerId: row.sellerId ?? null,
  prepaidOnly: row.prepaidOnly ?? false,
  firstOrderOnly: row.firstOrderOnly ?? false,
  perCustomerLimit: row.perCustomerLimit === undefined ? 1 : row.perCustomerLimit,
  totalLimit: row.totalLimit ?? null,
  redemptions: row.redemptions ?? 0,
  startsAt: row.startsAt,
  endsAt: row.endsAt ?? null,
  active: row.active ?? true,
  advertised: row.advertised ?? false,
  combinable: row.combinable ?? false,
}));

async function productOverPrepaidMinimum(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/v1/public/store/products/all');
  expect(response.status()).toBe(200);
  const all = ((await response.json()) as { data: Product[] }).data;
  // Over the prepaid offer's ₹999 and under free delivery, so every line of the totals shows.
  const product = all.find(
    (p) => p.inventoryDetails.stockQuantity >= 5 && p.sellingPrice >= 1000 && p.sellingPrice < 4000,
  );
  expect(product, 'a product between ₹1000 and ₹4000 in stock').toBeTruthy();
  return product!;
}

test('WELCOME10 in the cart, the prepaid offer on UPI and not on COD, the order keeps the code', async ({ page }) => {
  const product = await productOverPrepaidMinimum(page.request);
  const line = [{ mrpPaise: paise(product.productPrice), pricePaise: paise(product.sellingPrice), quantity: 1 }];
  const priced = (method: PaymentMethod | null) =>
    priceCart(line, DEFAULT_RATES, method, { promotions: seeded, code: 'WELCOME10', shopper: null, now: new Date() });
  const welcome = Math.min(Math.floor(line[0].pricePaise / 10), 150_00);
  await newShopperWithAddress(page);

  await page.goto(`/products/${product.slug}`);
  const offers = page.getByTestId('product-offers');
  await expect(offers).toContainText('Use WELCOME10: 10% off up to ₹150 on your first order');
  await expect(offers).toContainText('5% off when you pay by UPI or card');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Offers' })).toContainText('WELCOME10');
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon applied.' })).toBeVisible();
  await expect(page.getByTestId('cart-offer-WELCOME10')).toHaveText(`− ${rupees(welcome)}`);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(line[0].pricePaise));
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(priced(null).totalPaise));

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-offer-WELCOME10')).toHaveText(`− ${rupees(welcome)}`);
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();

  const upi = priced('UPI');
  const prepaidOffer = upi.promotions.find((p) => p.code === null)!;
  await expect(page.getByRole('radio', { name: /UPI/ })).toBeChecked();
  await expect(page.getByTestId('checkout-offer-auto')).toHaveText(`− ${rupees(prepaidOffer.amountPaise)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(upi.totalPaise));

  const cod = priced('COD');
  expect(cod.totalPaise).toBeGreaterThan(upi.totalPaise);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(cod.totalPaise));
  await expect(page.getByTestId('checkout-offer-auto')).toHaveCount(0);
  await expect(page.getByTestId('checkout-offer-WELCOME10')).toHaveText(`− ${rupees(welcome)}`);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?number=OT-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('order-offer-WELCOME10')).toHaveText(`− ${rupees(welcome)}`);
  await expect(page.getByTestId('order-total')).toHaveText(rupees(cod.totalPaise));
});
