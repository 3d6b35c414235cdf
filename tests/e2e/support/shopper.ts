import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { signIn } from './session';

export type Shopper = { email: string; password: string; name: string };

/** Signs a new shopper up through the real OTP mail (API calls), so tests never share a cart. */
export async function signUp(request: APIRequestContext): Promise<Shopper> {
  const shopper = {
    email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Chai@2024x',
    name: 'Meera Iyer',
  };
  expect((await request.post(`/otp/send?email=${encodeURIComponent(shopper.email)}`)).status()).toBe(200);
  const otp = await waitForMail(shopper.email, /Your code is (\d{6})/);
  const signup = await request.post('/auth/signup', { data: { ...shopper, phone: '9876543210', otp } });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  return shopper;
}

/** A new shopper, signed in in this page's browser context, with one delivery address. */
export async function newShopperWithAddress(page: Page): Promise<Shopper & { addressId: number }> {
  const shopper = await signUp(page.request);
  await signIn(page, shopper, '/');
  const address = await page.request.post('/addresses', {
    data: {
      name: 'Meera Iyer',
      phoneNumber: '9876543210',
      streetAddress: '14 Lake View Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600001',
    },
  });
  expect(address.status()).toBe(201);
  const { data } = (await address.json()) as { data: { id: number } };
  return { ...shopper, addressId: data.id };
}
