import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { GET as profile, PUT as updateProfile } from '@/app/user/profile/route';
import { POST as upload } from '@/app/user/image/profile/route';
import { GET as avatar } from '@/app/api/user/avatar/route';
import { userAvatars } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

function form(file: File) {
  const body = new FormData();
  body.append('file', file);
  return body;
}

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3d8a67' } })
    .withExif({ IFD0: { Copyright: 'Home address 12.97N 77.59E', Make: 'PhoneCam' } })
    .png()
    .toBuffer();
}

test('the profile answers the spec fields; signed out is a 401', async () => {
  const { authHeader, user } = await createTestUser({ name: 'Anjali Rao', phone: '9123456780' });
  const res = await call(profile, '/user/profile', { headers: authHeader });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.body!.data).toEqual({
    name: 'Anjali Rao',
    email: user.email,
    phone: '9123456780',
    status: 'ACTIVE',
    role: 'CUSTOMER',
    seller: null,
    profileImageUrl: null,
    addresses: [],
    marketingConsent: false,
  });
  expect((await call(profile, '/user/profile')).status).toBe(401);
});

test('without an upload the avatar is the generated initials image', async () => {
  const { cookieHeader } = await createTestUser({ name: 'Anjali Rao' });
  const res = await call(avatar, '/api/user/avatar', { headers: cookieHeader });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  expect(res.text).toContain('>AR<');
  const odd = await createTestUser({ name: '<script>alert(1)</script>' });
  const svg = (await call(avatar, '/api/user/avatar', { headers: odd.cookieHeader })).text;
  expect(svg).not.toContain('<script');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
});

test('a real PNG is re-encoded to a 256 px WebP without its metadata, and served with caching headers', async () => {
  const { authHeader, user } = await createTestUser();
  const png = await photoWithGps();
  expect((await sharp(png).metadata()).exif).toBeDefined();
  const res = await call(upload, '/user/image/profile', {
    method: 'POST',
    headers: authHeader,
    body: form(new File([new Uint8Array(png)], 'me.png', { type: 'image/png' })),
  });
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('Profile image updated successfully!');
  const url = (res.body!.data as { profileImageUrl: string }).profileImageUrl;
  expect(url).toMatch(/^\/api\/user\/avatar\?v=\d+$/);

  const [stored] = await db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
  const meta = await sharp(stored.image).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  expect(meta.exif).toBeUndefined();
  expect(stored.image.toString('latin1')).not.toContain('Home address');

  const me = await call(profile, '/user/profile', { headers: authHeader });
  expect((me.body!.data as { profileImageUrl: string }).profileImageUrl).toBe(url);

  const served = await call(avatar, url, { headers: authHeader });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  const etag = served.headers.get('etag')!;
  const again = await call(avatar, '/api/user/avatar', { headers: { ...authHeader, 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  expect((await call(avatar, '/api/user/avatar', { headers: authHeader })).headers.get('cache-control')).toBe(
    'private, no-cache',
  );
  expect((await call(avatar, url)).status).toBe(401);
});

test('an HTML file named .png is refused: the type comes from the bytes', async () => {
  const { authHeader } = await createTestUser();
  const html = new File(['<html><script>alert(1)</script></html>'], 'cat.png', { type: 'image/png' });
  const res = await call(upload, '/user/image/profile', { method: 'POST', headers: authHeader, body: form(html) });
  expect(res.status).toBe(400);
  expect(res.body!.message).toBe('Please select an image file');
});

test('a PNG header followed by junk is refused too (sharp cannot decode it)', async () => {
  const { authHeader } = await createTestUser();
  const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
  const res = await call(upload, '/user/image/profile', {
    method: 'POST',
    headers: authHeader,
    body: form(new File([fake], 'x.png')),
  });
  expect(res.status).toBe(400);
  expect(res.body!.message).toBe('Please select an image file');
});

test('over 2 MB is refused with the spec message, whether it fits the body cap or not', async () => {
  const { authHeader } = await createTestUser();
  for (const size of [2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await call(upload, '/user/image/profile', {
      method: 'POST',
      headers: authHeader,
      body: form(new File([bytes], 'big.png')),
    });
    expect(res.status).toBe(413);
    expect(res.body!.message).toBe('Image size should be less than 2MB');
  }
});

test('uploads need a session and a same-site origin', async () => {
  const { cookieHeader } = await createTestUser();
  const png = new File([new Uint8Array(await photoWithGps())], 'me.png');
  expect((await call(upload, '/user/image/profile', { method: 'POST', body: form(png) })).status).toBe(401);
  const cross = await call(upload, '/user/image/profile', {
    method: 'POST',
    headers: { ...cookieHeader, Origin: 'https://evil.example' },
    body: form(png),
  });
  expect(cross.status).toBe(403);
});

test('an account may upload 30 images in 10 minutes; the 31st is refused with when to try again', async () => {
  const { authHeader } = await createTestUser();
  const other = await createTestUser();
  const png = new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d8a67' } })
          .png()
          .toBuffer(),
      ),
    ],
    'me.png',
  );
  for (let i = 0; i < 30; i++)
    expect(
      (await call(upload, '/user/image/profile', { method: 'POST', headers: authHeader, body: form(png) })).status,
    ).toBe(200);
  const refused = await call(upload, '/user/image/profile', { method: 'POST', headers: authHeader, body: form(png) });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.body!.message).toMatch(/try again in \d+ minutes?/i);
  // Another account is not held back by this one.
  expect(
    (await call(upload, '/user/image/profile', { method: 'POST', headers: other.authHeader, body: form(png) })).status,
  ).toBe(200);
});

test('the shopper changes name and phone; bad values are refused with their messages; signed out is a 401', async () => {
  const { authHeader, user } = await createTestUser({ name: 'Anjali Rao', phone: '9123456780' });
  const put = (body: unknown, headers: Record<string, string> = authHeader) =>
    call(updateProfile, '/user/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const res = await put({ name: 'Anjali R. Menon', phone: '+91 98765 43210' });
  expect(res.status).toBe(200);
  expect(res.body!.data).toMatchObject({ name: 'Anjali R. Menon', phone: '9876543210', email: user.email });
  expect((await call(profile, '/user/profile', { headers: authHeader })).body!.data).toMatchObject({
    name: 'Anjali R. Menon',
    phone: '9876543210',
  });

  const bad = await put({ name: '', phone: '12345' });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toContain('Name is required');
  expect(JSON.stringify(bad.body)).toContain('Phone number must be 10 digits');
  expect((await put({ name: 'X', phone: '9876543210' }, {})).status).toBe(401);
});
