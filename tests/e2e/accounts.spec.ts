import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mail';
import { DEMO, signIn } from './support/session';

const OTP = /Your code is (\d{6})/;
const RESET_LINK = /(https?:\/\/[^\s"<>]+\/account\/reset-password\?token=[A-Za-z0-9_-]+)/;
let n = 0;
const freshEmail = (what: string) => `e2e-${what}-${Date.now()}-${++n}@example.com`;

/** A new account through the API (the sign-up screen has its own test). */
async function signUp(request: APIRequestContext, email: string, password = 'Tea4Two2Go') {
  expect((await request.post(`/otp/send?email=${encodeURIComponent(email)}`)).ok()).toBe(true);
  const otp = await waitForMail(email, OTP);
  const res = await request.post('/auth/signup', {
    data: { name: 'Ravi Kumar', email, phone: '9876501234', password, otp },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

async function signedInProfile(page: Page) {
  const user = await signUp(page.request, freshEmail('profile'));
  await signIn(page, user, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
}

test('a signed-out visit to /orders?x=1 lands on login and returns to /orders?x=1 after login @phone', async ({
  page,
}) => {
  await page.goto('/orders?x=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders%3Fx%3D1$/);
  await expectAccessible(page);
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(/^password/i).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/orders\?x=1$/);
});

test("a wrong password shows the spec's message; a foreign redirect lands on the home page", async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example');
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toHaveText(
    'Invalid credentials. Please try again.',
  );
  await page.getByLabel(/^password/i).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('sign-up with the OTP from the mail lands the new shopper signed in @phone', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/new');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  const otp = await waitForMail(email, OTP);
  await page.getByLabel('Full name').fill('Nisha Verma');
  await page.getByLabel('Phone number').fill('9812345670');
  await page.getByLabel(/^Password/).fill('nisha2024tea');
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  // Not an empty login page: home, signed in as the new account.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 5_000 });
  const profile = await page.request.get('/user/profile');
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(email);
});

test('forgot password → mailed link → reset → login with the new password', async ({ page }) => {
  const user = await signUp(page.request, freshEmail('reset'));
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password-sent$/);
  await expect(page.getByText(user.email)).toBeVisible();

  const link = await waitForMail(user.email, RESET_LINK);
  await page.goto(link);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/account\/reset-password$/);
  await page.getByLabel('New password').fill('weakpassword');
  await page.getByLabel('Confirm password').fill('weakpassword');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character (@$!%*?&).',
    ),
  ).toBeVisible();
  await page.getByLabel('New password').fill('Cardamom@77');
  await page.getByLabel('Confirm password').fill('Cardamom@77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await signIn(page, { email: user.email, password: 'Cardamom@77' });
  // The used link is now refused, with a way forward.
  await page.goto(link);
  await expect(page.getByText('Invalid or expired token.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request new reset link' })).toHaveAttribute('href', '/forgot-password');
});

test('/reset-password is the same page: it sends the link on to /account/reset-password with its query', async ({
  page,
  request,
}) => {
  const moved = await request.get('/reset-password?token=not-a-token', { maxRedirects: 0 });
  expect(moved.status()).toBe(307);
  expect(moved.headers().location).toBe('/account/reset-password?token=not-a-token');
  await page.goto('/reset-password?token=not-a-token');
  await expect(page.getByText('Invalid or expired token.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/reset-password/);
});

test('profile: upload an avatar @phone', async ({ page }) => {
  await signedInProfile(page);
  const avatar = page.getByRole('img', { name: /Profile picture of Ravi Kumar/ });
  await expect(avatar).toHaveAttribute('src', '/api/user/avatar');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d9961f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile image updated successfully!')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/api\/user\/avatar\?v=\d+/);
  const served = await page.request.get((await avatar.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test('profile: a new name shows in the header menu without a reload', async ({ page }) => {
  await signedInProfile(page);
  const menu = page.getByRole('button', { name: /Account menu/ });
  await expect(menu).toContainText('R');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByLabel('Full name').fill('Zoya Kumar');
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await expect(menu).toContainText('Z');
  await menu.click();
  await expect(page.getByText('Signed in as')).toBeVisible();
});

test('profile: add, edit and delete an address', async ({ page }) => {
  await signedInProfile(page);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Address' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Full name').fill('Ravi Kumar');
  await page.getByLabel('Phone number').fill('9876501234');
  await page.getByLabel('Street address').fill('7 Lake View Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('PIN code').fill('056001');
  await save.click();
  await expect(page.getByText('Enter a valid 6-digit PIN code (it cannot start with 0)')).toBeVisible();
  await page.getByLabel('PIN code').fill('560001');
  await save.click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Address of Ravi Kumar' });
  await expect(card).toContainText('Bengaluru, Karnataka 560001');

  // Exactly one address: the header button edits it.
  await page.getByRole('button', { name: 'Edit Address', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' }).first()).toBeVisible();
  await page.getByLabel('City').fill('Mysuru');
  await page.getByLabel('PIN code').fill('570001');
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await expect(card).toContainText('Mysuru, Karnataka 570001');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this address?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Address deleted successfully!')).toBeVisible();
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Address' })).toBeVisible();
});
