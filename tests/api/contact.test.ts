import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { POST as contact } from '@/app/api/contact/route';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
  delete process.env.SMTP_URL;
  process.env.SHOP_INBOX = 'inbox@shop.example';
});
afterAll(teardownTestDatabase);

const post = (body: unknown, ip = '203.0.113.7') =>
  call(contact, '/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: ip },
    body: JSON.stringify(body),
  });

test("stores the message, mails the shop's inbox and answers the spec's thank-you", async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  const res = await post({ name: 'Priya Sharma', email: 'Priya@Example.com', message: 'Do you ship to Pune?' });
  expect(res.status).toBe(201);
  expect(res.body!.message).toBe('Thank you for contacting us! We will get back to you soon.');
  const [stored] = rowsOf<{ name: string; email: string; message: string }>(
    await db.execute(sql`SELECT name, email, message FROM contact_messages`),
  );
  expect(stored).toEqual({ name: 'Priya Sharma', email: 'priya@example.com', message: 'Do you ship to Pune?' });
  const [mail] = rowsOf<{ to: string; subject: string; text: string }>(
    await db.execute(sql`SELECT "to", subject, text FROM mail_outbox ORDER BY id DESC LIMIT 1`),
  );
  expect(mail.to).toBe('inbox@shop.example');
  expect(mail.subject).toContain('Priya Sharma');
  expect(mail.text).toContain('Do you ship to Pune?');
});

test('name, e-mail and message are required; a bad e-mail is refused', async () => {
  const res = await post({ name: ' ', email: 'not-an-email', message: '' }, '203.0.113.8');
  expect(res.status).toBe(400);
  expect(res.body!.errors).toEqual({
    name: 'Name is required',
    email: 'Please enter a valid email address',
    message: 'Message is required',
  });
});

test('a client sending too many messages is told to wait (429 with Retry-After)', async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  const ip = '198.51.100.20';
  for (let i = 0; i < 5; i++)
    expect((await post({ name: 'A', email: 'a@b.co', message: `m${i}` }, ip)).status).toBe(201);
  const limited = await post({ name: 'A', email: 'a@b.co', message: 'again' }, ip);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});
