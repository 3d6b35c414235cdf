// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, desc, eq } from 'drizzle-orm';
import { GET as publicPromotions } from '@/app/api/v1/public/store/promotions/route';
import { POST as checkoutPrice } from '@/app/api/checkout/price/route';
import { GET as orderRoute } from '@/app/api/orders/number/[orderNumber]/route';
import type { OrderJson } from '@/lib/commerce/orders';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orderPromotions, promotions } from '@/lib/db/schema';
import { placeOrder } from '@/lib/commerce/place-order';
import { revalidatePromotions } from '@/lib/cache/revalidate';
import { tags } from '@/lib/cache/tags';
import { lifeSeconds, readAdvertised } from '@/lib/offers/public';
import type { CheckoutPriceJson } from '@/lib/offers/price-json';
import type { PublicPromotionJson } from '@/lib/offers/public';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, type Fixture } from './orders.fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
  tagsManifest: Map<string, { expired?: number }>;
};

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  await getDb()
    .insert(promotions)
    .values([
      {
        code: 'WELCOME10',
        title: 'Welcome offer',
        kind: 'PERCENT',
        value: 10,
        maxDiscountPaise: 150_00,
        firstOrderOnly: true,
        combinable: true,
        advertised: true,
        startsAt: ago(1),
        translations: { hi: { title: 'वेलकम ऑफ़र' } },
      },
      {
        code: null,
        title: 'Prepaid offer',
        kind: 'PERCENT',
        value: 5,
        minOrderPaise: 999_00,
        prepaidOnly: true,
        perCustomerLimit: null,
        combinable: true,
        advertised: true,
        startsAt: ago(1),
        endsAt: new Date('2030-12-01T00:00:00+05:30'),
      },
      { code: 'QUIET5', title: 'Not advertised', kind: 'FLAT', value: 5_00, startsAt: ago(1) },
      { code: 'LATER', title: 'Starts later', kind: 'FLAT', value: 5_00, advertised: true, startsAt: ahead(2) },
      { code: 'OVER', title: 'Ended', kind: 'FLAT', value: 5_00, advertised: true, startsAt: ago(9), endsAt: ago(1) },
      { code: 'PAUSED', title: 'Paused', kind: 'FLAT', value: 5_00, advertised: true, active: false, startsAt: ago(9) },
    ]);
});
afterAll(teardownTestDatabase);

describe('GET /api/v1/public/store/promotions', () => {
  it('lists the advertised offers running now, with their terms, to anyone', async () => {
    const res = await call(publicPromotions, '/api/v1/public/store/promotions');
    expect(res.status).toBe(200);
    const list = res.body!.data as PublicPromotionJson[];
    expect(list.map((p) => p.code).sort()).toEqual(['WELCOME10', null].sort());
    expect(list.find((p) => p.code === 'WELCOME10')).toEqual({
      code: 'WELCOME10',
      title: 'Welcome offer',
      terms: '10% off up to ₹150 on your first order',
      kind: 'PERCENT',
      prepaidOnly: false,
      endsAt: null,
    });
    expect(list.find((p) => p.code === null)).toMatchObject({
      title: 'Prepaid offer',
      terms: '5% off when you pay by UPI or card · Min. order ₹999 · Ends 30 Nov',
      prepaidOnly: true,
    });
  });

  it('answers a Hindi caller in Hindi: the Hindi title where there is one, the English where not, terms in Hindi', async () => {
    const res = await call(publicPromotions, '/api/v1/public/store/promotions', {
      headers: { 'Accept-Language': 'hi' },
    });
    const list = res.body!.data as PublicPromotionJson[];
    expect(list.find((p) => p.code === 'WELCOME10')).toMatchObject({
      title: 'वेलकम ऑफ़र',
      terms: 'पहले ऑर्डर पर 10% छूट, ₹150 तक',
    });
    expect(list.find((p) => p.code === null)).toMatchObject({
      title: 'Prepaid offer',
      terms: 'UPI या कार्ड से पेमेंट करने पर 5% छूट · कम से कम ₹999 का ऑर्डर · 30 नवंबर तक',
    });
  });

  it('keeps a cached copy only until the next offer starts or ends', async () => {
    const now = new Date();
    const { nextChangeAt } = await readAdvertised(getDb(), now);
    // LATER starts in two days; nothing else changes sooner.
    expect(lifeSeconds(nextChangeAt, now)).toBe(Math.ceil((nextChangeAt!.getTime() - now.getTime()) / 1000));
    expect(Math.abs(nextChangeAt!.getTime() - ahead(2).getTime())).toBeLessThan(60_000);
    expect(lifeSeconds(new Date(now.getTime() + 5_000), now)).toBe(60);
    expect(lifeSeconds(null, now)).toBeNull();
  });
});

describe('prices after an offer is changed in the back office', () => {
  it('answers the new price once the offer changes, and expires the pages that advertise offers', async () => {
    const { authHeader } = await createTestUser();
    const price = async () => {
      const res = await call(checkoutPrice, '/api/checkout/price', {
        method: 'POST',
        ...json(
          { items: [{ productId: f.tea.id, variantId: null, quantity: 2 }], promotionCode: 'welcome10' },
          authHeader,
        ),
      });
      expect(res.status).toBe(200);
      return res.body!.data as CheckoutPriceJson;
    };
    const before = await price();
    expect(before.messages).toEqual(['Coupon applied.']);
    expect(before.promotions).toEqual([{ code: 'WELCOME10', title: 'Welcome offer', kind: 'PERCENT', amount: 79.8 }]);
    // a Hindi page's checkout names the offer by its Hindi title
    const hindi = await call(checkoutPrice, '/api/checkout/price', {
      method: 'POST',
      ...json(
        { items: [{ productId: f.tea.id, variantId: null, quantity: 2 }], promotionCode: 'welcome10' },
        {
          ...authHeader,
          'Accept-Language': 'hi',
        },
      ),
    });
    expect((hindi.body!.data as CheckoutPriceJson).promotions).toEqual([
      { code: 'WELCOME10', title: 'वेलकम ऑफ़र', kind: 'PERCENT', amount: 79.8 },
    ]);

    const at = Date.now();
    await getDb().update(promotions).set({ active: false }).where(eq(promotions.code, 'WELCOME10'));
    await revalidatePromotions();
    expect(tagsManifest.get(tags.promotions)?.expired ?? 0).toBeGreaterThanOrEqual(at);

    const after = await price();
    expect(after.messages).toEqual(['This code is not valid.']);
    expect(after.promotions).toEqual([]);
    expect(after.total).toBeCloseTo(before.total + 79.8, 2);
    const listed = await call(publicPromotions, '/api/v1/public/store/promotions');
    expect((listed.body!.data as PublicPromotionJson[]).map((p) => p.code)).toEqual([null]);
    await getDb().update(promotions).set({ active: true }).where(eq(promotions.code, 'WELCOME10'));
  });
});

describe('the placed-order mail', () => {
  it('lists each offer the order took', async () => {
    await setStock(f.tea.id, 20);
    const { user } = await createTestUser();
    const { id: addressId } = await addAddress(user.id);
    const placed = await placeOrder(getDb(), user, {
      addressId,
      paymentInfo: { method: 'UPI' },
      items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
      promotionCode: 'welcome10',
    });
    const [taken] = await getDb().select().from(orderPromotions).where(eq(orderPromotions.orderId, placed.orderId));
    expect(taken).toMatchObject({ code: 'WELCOME10', title: 'Welcome offer' });
    const amount = `− ₹${(taken.amountPaise / 100).toFixed(2)}`;
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'ORDER_PLACED')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.text).toContain(`WELCOME10 · Welcome offer: ${amount}`);
    expect(mail.html).toContain(`WELCOME10 · Welcome offer: ${amount}`);
  });

  it('names the offer by its Hindi title to a Hindi shopper; the order keeps the English', async () => {
    const shopper = await createTestUser();
    const { user } = shopper;
    const { id: addressId } = await addAddress(user.id);
    const placed = await placeOrder(
      getDb(),
      user,
      {
        addressId,
        paymentInfo: { method: 'UPI' },
        items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
        promotionCode: 'welcome10',
      },
      { locale: 'hi' },
    );
    const [taken] = await getDb().select().from(orderPromotions).where(eq(orderPromotions.orderId, placed.orderId));
    expect(taken.title).toBe('Welcome offer');
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'ORDER_PLACED')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.text).toContain('WELCOME10 · वेलकम ऑफ़र: − ₹');
    expect(mail.text).not.toContain('Welcome offer');
    // the order page reads it the same way: Hindi to a Hindi page, the English it was sold under to an English one
    const read = async (language: string) => {
      const res = await call(orderRoute, `/api/orders/number/${placed.orderNumber}`, {
        headers: { ...shopper.authHeader, 'Accept-Language': language },
        params: { orderNumber: placed.orderNumber },
      });
      expect(res.status).toBe(200);
      return (res.body!.data as OrderJson).promotions.map((p) => p.title);
    };
    expect(await read('hi')).toEqual(['वेलकम ऑफ़र']);
    expect(await read('en')).toEqual(['Welcome offer']);
  });
});
