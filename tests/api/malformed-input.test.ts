/**
 * Input the database cannot hold, or that no route can name, is a 400 at the edge, never a 500
 * with the SQL in the log: a NUL character anywhere, broken percent-encoding, a signed webhook
 * whose body is not an object.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { GET as search } from '@/app/api/v1/public/store/products/search/[text]/route';
import { POST as login } from '@/app/auth/login/route';
import { POST as sendOtp } from '@/app/otp/send/route';
import { POST as createAddress } from '@/app/addresses/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { webhookSignature } from '@/lib/payments/signature';

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
});
afterAll(teardownTestDatabase);

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Nothing here is a server fault: none of it may be logged as one.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('a NUL character is a 400 wherever it arrives', () => {
  test('in a path segment (product search)', async () => {
    const res = await call(search, '/api/v1/public/store/products/search/hon%00ey', {
      params: { text: 'hon\u0000ey' },
    });
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('The request contains a character that is not allowed.');
  });

  test('in the login e-mail', async () => {
    const res = await call(
      login,
      '/auth/login',
      json({ email: 'a\u0000@example.com', password: 'x1234567', role: 'CUSTOMER' }),
    );
    expect(res.status).toBe(400);
  });

  test('in the otp/send query string', async () => {
    const res = await call(sendOtp, '/otp/send?email=a%00b%40example.com', { method: 'POST' });
    expect(res.status).toBe(400);
  });

  test('in an address name', async () => {
    const { authHeader } = await createTestUser();
    const res = await call(
      createAddress,
      '/addresses',
      json(
        {
          name: 'Pri\u0000ya',
          phoneNumber: '9876543210',
          streetAddress: '22 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          postalCode: '411001',
        },
        authHeader,
      ),
    );
    expect(res.status).toBe(400);
  });

  test('in the contact form', async () => {
    const res = await call(
      contact,
      '/api/contact',
      json({ name: 'Asha', email: 'asha@example.com', message: 'Hello\u0000 there, a question about tea.' }),
    );
    expect(res.status).toBe(400);
  });
});

test('broken percent-encoding in an API path is a 400', async () => {
  const res = await call(search, '/api/v1/public/store/products/search/%E0%A4%A', { params: { text: '%E0%A4%A' } });
  expect(res.status).toBe(400);
});

describe('a signed webhook whose body is not a JSON object', () => {
  const secret = 'whsec_input_suite';
  beforeEach(() => {
    process.env.PAYMENTS_MODE = 'sandbox';
    process.env.RAZORPAY_WEBHOOK_SECRET = secret;
  });
  afterEach(() => {
    delete process.env.PAYMENTS_MODE;
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
  });

  test.each(['null', '42', '"text"', '[1,2]', '{"event":"payment.captured","x":"\\u0000"}'])(
    '%s → 400, logged as a warning',
    async (raw) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const res = await call(webhookRoute, '/api/payments/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': webhookSignature(raw, secret),
          'X-Razorpay-Event-Id': `evt_${raw.length}`,
        },
        body: raw,
      });
      expect(res.status).toBe(400);
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    },
  );
});
