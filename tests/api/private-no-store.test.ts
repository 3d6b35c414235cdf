/**
 * Every answer about a signed-in person (cart, orders, profile, addresses, payments) is
 * `Cache-Control: private, no-store`, whether the caller used the cookie or a Bearer token, so no
 * browser history, back button or shared cache keeps a copy.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { GET as profile } from '@/app/user/profile/route';
import { GET as listAddresses, POST as createAddress } from '@/app/addresses/route';
import { GET as cart, POST as addToCart } from '@/app/api/user/cart/route';
import { DELETE as removeLine } from '@/app/api/user/cart/[id]/route';
import { GET as myOrders } from '@/app/api/orders/user/route';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as orderByNumber } from '@/app/api/orders/number/[orderNumber]/route';
import { GET as paymentHistory } from '@/app/api/payments/history/order/[orderNumber]/route';
import { POST as createProviderOrder } from '@/app/api/payments/create-razorpay-order/[orderNumber]/route';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  process.env.PAYMENTS_MODE = 'sandbox';
});
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});

test.each(['authHeader', 'cookieHeader'] as const)(
  'every private JSON answer is private, no-store (%s)',
  async (credential) => {
    const who = await createTestUser();
    const auth = who[credential];
    const addressId = (await addAddress(who.user.id)).id;
    const placed = await call(placeOrderRoute, '/api/orders', {
      method: 'POST',
      ...json({ addressId, paymentInfo: { method: 'UPI' }, items: [{ productId: f.tea.id, quantity: 1 }] }, auth),
    });
    const orderNumber = (placed.body!.data as { orderNumber: string }).orderNumber;
    const added = await call(addToCart, '/api/user/cart', {
      method: 'POST',
      ...json({ productId: f.honey.id, quantity: 1 }, auth),
    });
    const lineId = String((added.body!.data as { id: number }).id);

    const answers = {
      'POST /api/orders': placed,
      'POST /api/user/cart': added,
      'GET /user/profile': await call(profile, '/user/profile', { headers: auth }),
      'GET /addresses': await call(listAddresses, '/addresses', { headers: auth }),
      'POST /addresses': await call(createAddress, '/addresses', {
        method: 'POST',
        ...json(
          {
            name: 'Priya Sharma',
            phoneNumber: '9876543210',
            streetAddress: '22 MG Road',
            city: 'Pune',
            state: 'Maharashtra',
            postalCode: '411001',
          },
          auth,
        ),
      }),
      'GET /api/user/cart': await call(cart, '/api/user/cart', { headers: auth }),
      'GET /api/orders/user': await call(myOrders, '/api/orders/user', { headers: auth }),
      'GET /api/orders/number/:n': await call(orderByNumber, `/api/orders/number/${orderNumber}`, {
        headers: auth,
        params: { orderNumber },
      }),
      'GET /api/payments/history/order/:n': await call(paymentHistory, `/api/payments/history/order/${orderNumber}`, {
        headers: auth,
        params: { orderNumber },
      }),
      'POST /api/payments/create-razorpay-order/:n': await call(
        createProviderOrder,
        `/api/payments/create-razorpay-order/${orderNumber}`,
        {
          method: 'POST',
          headers: auth,
          params: { orderNumber },
        },
      ),
      'DELETE /api/user/cart/:id': await call(removeLine, `/api/user/cart/${lineId}`, {
        method: 'DELETE',
        headers: auth,
        params: { id: lineId },
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.status < 300]).toEqual([name, true]);
      expect([name, res.headers.get('cache-control')]).toEqual([name, 'private, no-store']);
    }
  },
);
