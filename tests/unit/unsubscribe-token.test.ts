import { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken } from '@/lib/marketing/unsubscribe';
import { signupSchema } from '@/lib/validation/auth';

process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
process.env.SITE_URL = 'https://shop.example.in';

test('an unsubscribe token names its user and reads back; it cannot be changed to name someone else', () => {
  const token = unsubscribeToken(42);
  expect(readUnsubscribeToken(token)).toBe(42);
  const [, signature] = token.split('.');
  expect(readUnsubscribeToken(`43.${signature}`)).toBeNull();
  expect(readUnsubscribeToken(`42.${signature.slice(0, -2)}xx`)).toBeNull();
  for (const bad of ['', '42', 'abc.def', `42.${signature}.x`, null, undefined])
    expect(readUnsubscribeToken(bad)).toBeNull();
});

test('a token made with another secret is refused', () => {
  const token = unsubscribeToken(7);
  process.env.AUTH_SECRET = 'another-secret-0123456789abcdefgh';
  try {
    expect(readUnsubscribeToken(token)).toBeNull();
  } finally {
    process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
  }
});

test('the List-Unsubscribe pair points at the one-click link on the site', () => {
  expect(unsubscribeHeaders(5)).toEqual({
    'List-Unsubscribe': `<https://shop.example.in/api/unsubscribe?token=${unsubscribeToken(5)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});

test('sign-up agrees to marketing mails only when the box was ticked', () => {
  const base = { name: 'Asha', email: 'a@b.in', phone: '9876543210', password: 'Tea12345', otp: '123456' };
  expect(signupSchema.parse(base).marketingConsent).toBeFalsy();
  expect(signupSchema.parse({ ...base, marketingConsent: true }).marketingConsent).toBe(true);
  expect(signupSchema.parse({ ...base, marketingConsent: 'on' }).marketingConsent).toBe(true);
  expect(signupSchema.parse({ ...base, marketingConsent: 'yes please' }).marketingConsent).toBe(false);
});
