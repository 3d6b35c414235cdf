import { NextRequest } from 'next/server';
import { proxy, config } from '@/proxy';
import { mintSessionToken } from '@/lib/auth/token';

process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
const user = { id: 1, email: 'a@b.in', name: 'A', role: 'CUSTOMER', tokenVersion: 0 };

test('a signed-out visit goes to login with the path and query as the return path', async () => {
  const res = await proxy(new NextRequest('http://localhost:3000/orders?x=1'));
  expect(res.status).toBe(307);
  expect(res.headers.get('location')).toBe('http://localhost:3000/login?redirect=%2Forders%3Fx%3D1');
});

test('a valid session cookie passes; an expired or forged one does not', async () => {
  const { token } = await mintSessionToken(user, false);
  const ok = await proxy(
    new NextRequest('http://localhost:3000/profile', { headers: { cookie: `next-auth.session-token=${token}` } }),
  );
  expect(ok.headers.get('x-middleware-next')).toBe('1');
  const old = await mintSessionToken(user, false, new Date(Date.now() - 2 * 86_400_000));
  for (const value of [old.token, 'forged']) {
    const res = await proxy(
      new NextRequest('http://localhost:3000/cart', { headers: { cookie: `next-auth.session-token=${value}` } }),
    );
    expect(res.headers.get('location')).toBe('http://localhost:3000/login?redirect=%2Fcart');
  }
});

test('the guard covers exactly the signed-in routes of the spec', () => {
  expect(config.matcher).toEqual([
    '/cart/:path*',
    '/checkout/:path*',
    '/profile/:path*',
    '/change-password/:path*',
    '/orders/:path*',
    '/order/:path*',
    '/payment/:path*',
    ...['cart', 'checkout', 'profile', 'change-password', 'orders', 'order', 'payment'].map((p) => `/hi/${p}/:path*`),
  ]);
});
