import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatRupeesShort } from '../../lib/money';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mail';
import { DEMO, DEMO_ADMIN, signIn, staffSignIn } from './support/session';

const WELCOME_LINK = /(https?:\/\/[^\s"<>]+\/account\/reset-password\?token=[A-Za-z0-9_-]+&for=staff)/;

// Each test signs in more than once and waits on lazily loaded editors: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

let n = 0;
const unique = (what: string) => `${what}-${Date.now()}-${++n}`;

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('a shopper and a signed-out visitor cannot open the back office', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin/);
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);

  // A signed-in shopper gets the site's 404: the back office does not announce itself.
  await signIn(page, DEMO, '/');
  const response = await page.goto('/admin/products');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
});

test('an admin creates a seller member, who sets a password from the welcome mail, edits a price and uploads an image the product page then shows', async ({
  page,
}) => {
  await staffSignIn(page, DEMO_ADMIN);
  await expectAccessible(page);

  // The admin creates a member of the seller of the first product in the list.
  await page.goto('/admin/products');
  const firstRow = page.getByRole('row').nth(1);
  const sellerName = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  await page.getByRole('link', { name: 'Staff' }).click();
  const member = { email: `${unique('member')}@example.com`, password: 'Seller@2468' };
  const form = page.getByRole('form', { name: 'Add a staff account' });
  await form.getByLabel('Name').fill('Meera Seller');
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Phone').fill('9876512345');
  await form.getByLabel('Role').selectOption('SELLER');
  await form.getByLabel('Seller').selectOption({ label: sellerName });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('cell', { name: member.email })).toBeVisible();
  await signOut(page);

  // The member chooses a password from the welcome mail's link and is sent on to the staff sign-in.
  await page.goto(await waitForMail(member.email, WELCOME_LINK));
  await page.getByLabel('New password').fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });

  // The member sees their seller's products only, and edits the first one.
  await staffSignIn(page, member);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, { timeout: 30_000 });
  const editForm = page.getByRole('form', { name: 'Edit product' });
  const prices = page.getByRole('form', { name: 'Price and stock' });
  const mrp = Number(await prices.getByLabel('MRP (₹)').inputValue());
  const price = Math.max(1, Math.floor(mrp) - 7);
  await prices.getByLabel('Price (₹)').fill(String(price));
  await prices.getByRole('button', { name: 'Save price and stock' }).click();
  await expect(page.getByText('Price saved')).toBeVisible();
  const slug = await editForm.getByLabel('Slug').inputValue();

  const images = page.getByRole('region', { name: 'Images' }).getByRole('img');
  const before = await images.count();
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2c7152' } })
    .png()
    .toBuffer();
  await page.getByLabel('Add pictures').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: png });
  await expect(images).toHaveCount(before + 1);
  const uploaded = (await images.last().getAttribute('src'))!;
  expect(uploaded).toMatch(/^\/api\/images\//);
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();

  // The storefront shows both on the next load.
  await page.goto(`/products/${slug}`);
  await expect(page.getByText(formatRupeesShort(price)).first()).toBeVisible();
  const shown = page.locator(`img[src*="${encodeURIComponent(uploaded)}"], img[src*="${uploaded}"]`);
  await expect(shown.first()).toBeAttached();
});

test('an admin publishes a blog post: it appears on /blog, on its own page and in sitemap.xml', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.goto('/admin/content/blog/new');
  const title = `Monsoon chai notes ${unique('post')}`;
  const form = page.getByRole('form', { name: 'New post' });
  // exact: the Hindi fields beside these are "Hindi title", "Hindi excerpt", "Hindi content".
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('How we brew through the rains.');
  const editor = form.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type('Ginger, cardamom and a strong Assam leaf.');
  await form.getByLabel('Published').check();
  await form.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/\d+$/, { timeout: 30_000 });
  const slug = await page.getByRole('form', { name: 'Edit post' }).getByLabel('Slug').inputValue();
  expect(slug).not.toBe('');

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByText('Ginger, cardamom and a strong Assam leaf.')).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}`);
  expect(sitemap).not.toContain('/admin');
});

test('an admin creates a coupon code, finds it in the promotions list and pauses it', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('link', { name: 'New promotion' }).click();
  const code = `MONSOON${Date.now() % 100_000}`;
  const form = page.getByRole('form', { name: 'New promotion' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Monsoon tea week');
  await form.getByLabel('Percent off').fill('12');
  await form.getByLabel('Up to (₹)').fill('100');
  await form.getByLabel('Total uses').fill('50');
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();

  await page.goto(`/admin/promotions?q=${code}`);
  await expectAccessible(page);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('12% off up to ₹100');
  await expect(row).toContainText('Running');
  await expect(row).toContainText('0 / 50');
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
});
