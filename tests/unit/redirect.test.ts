import { loginPathFor, sanitizeRedirect } from '@/lib/security/redirect';

test.each(['/orders?x=1', '/products/assam-tea#reviews', '/payment/OT-7K3Q9M2X', '/search?q=%2F%2Fnot-a-host'])(
  'same-site path %j is kept',
  (path) => {
    expect(sanitizeRedirect(path)).toBe(path);
  },
);

test.each([
  'https://evil.example',
  'http://evil.example/orders',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%255Cevil.example',
  '/%252F%252Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)'.slice(1),
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  'evil.example',
  '',
  '   ',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
])('%j lands on /', (value) => {
  expect(sanitizeRedirect(value)).toBe('/');
});

test('non-strings land on the fallback', () => {
  expect(sanitizeRedirect(undefined)).toBe('/');
  expect(sanitizeRedirect(['/orders'])).toBe('/');
  expect(sanitizeRedirect(null, '/profile')).toBe('/profile');
});

test('dot segments are resolved within the site', () => {
  expect(sanitizeRedirect('/a/../orders')).toBe('/orders');
  expect(sanitizeRedirect('/..//evil.example')).toBe('/');
});

test('the login link carries the sanitised path, encoded', () => {
  expect(loginPathFor('/orders?x=1')).toBe('/login?redirect=%2Forders%3Fx%3D1');
  expect(loginPathFor('//evil.example')).toBe('/login?redirect=%2F');
});
