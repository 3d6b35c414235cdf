import { expect, type Page } from '@playwright/test';

/** The seeded demo shopper (lib/demo/seed.ts). Tests that change its data should sign up their own user. */
export const DEMO = { email: 'demo@organictattva.example', password: 'Demo@1234' };
/** The seeded demo staff (DEMO_STAFF in lib/demo/seed.ts): the shop's admin, and a member of one seller. */
export const DEMO_ADMIN = { email: 'admin@organictattva.example', password: 'Admin@1234' };
export const DEMO_SELLER = { email: 'seller@organictattva.example', password: 'Seller@1234' };

/** Signs in through the login screen and waits until it has left /login. */
export async function signIn(page: Page, user: { email: string; password: string } = DEMO, redirect = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Staff sign in on the back office's own sign-in: e-mail and password, the account's role decides. */
export async function staffSignIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
