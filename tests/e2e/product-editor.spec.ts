import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { DEMO_ADMIN, staffSignIn } from './support/session';

// Signs in, uploads and waits on the lazily loaded editor: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const png = (background: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
/** An uploaded picture's address, wherever it appears inside an optimised src. */
const srcOf = (url: string) => new RegExp(`${url.replace(/\//g, '\\/')}(?!\\d)`);

test('an admin creates a product with two pictures chosen at once, reordered, with alt text and a "How to use" tab; the shop shows them so', async ({
  page,
}) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'New product' });
  const title = `Editor Test Blend ${Date.now()}`;
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Price/).fill('249');
  await form.getByLabel(/^MRP/).fill('299');

  // Two pictures at once; each is uploaded before the product exists.
  await form.getByLabel('Add pictures').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png('#2c7152') },
    { name: 'leaves.png', mimeType: 'image/png', buffer: await png('#c8782a') },
  ]);
  const pictures = form.getByRole('list', { name: 'Pictures in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(2, { timeout: 30_000 });
  const [first, second] = [
    (await pictures.nth(0).getByRole('img').getAttribute('src'))!,
    (await pictures.nth(1).getByRole('img').getAttribute('src'))!,
  ];
  expect(first).toMatch(/^\/api\/images\/\d+$/);
  await expect(pictures.nth(0)).toContainText('Main image');

  // Drag the second picture in front of the first: it becomes the main image.
  await pictures.nth(1).dragTo(pictures.nth(0));
  await expect(pictures.nth(0).getByRole('img')).toHaveAttribute('src', second);
  await expect(pictures.nth(0)).toContainText('Main image');
  // The keyboard way round and back again.
  await form.getByRole('button', { name: 'Move picture 1 later' }).click();
  await expect(pictures.nth(0).getByRole('img')).toHaveAttribute('src', first);
  await form.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await expect(pictures.nth(0).getByRole('img')).toHaveAttribute('src', second);

  await form.getByLabel('Alt text for picture 1').fill('Orange tin of Editor Test Blend, front');
  await form.getByLabel('Alt text for picture 2').fill('Green leaves, close up');

  // A tab picked by name, written in the rich-text editor.
  await form.getByRole('button', { name: 'Add a tab' }).click();
  await form.getByLabel('Tab 1', { exact: true }).selectOption({ label: 'How to use' });
  const editor = form.getByRole('textbox', { name: 'How to use text', exact: true });
  await editor.click();
  await page.keyboard.type('Steep one spoon for three minutes.');
  // The uploads' toasts come and go as each picture lands: check the editor once they have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, { timeout: 30_000 });
  const slug = await page.getByRole('form', { name: 'Edit product' }).getByLabel('Slug').inputValue();

  await page.goto(`/products/${slug}`);
  const main = page.getByRole('img', { name: 'Orange tin of Editor Test Blend, front' });
  await expect(main).toHaveAttribute('src', srcOf(second));
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(page.getByRole('img', { name: 'Green leaves, close up' })).toHaveAttribute('src', srcOf(first));
  await page.getByRole('tab', { name: 'How to use' }).click();
  await expect(page.getByText('Steep one spoon for three minutes.')).toBeVisible();
});

test('the banner editor names each place, gives the picture size for it and previews the slide', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  await page.goto('/admin/content/banners');
  const form = page.getByRole('form', { name: 'New banner' });
  await form.getByLabel(/^Title/).fill('Monsoon chai week');
  await form.getByRole('textbox', { name: 'Tag', exact: true }).fill('New');
  await form.getByLabel('Order').fill('1');
  await expect(form.getByText('Place: Side tile (top).', { exact: false })).toBeVisible();
  await expect(form.getByText('Upload 1200 × 640 px (15:8), JPEG or WebP, under 2 MB')).toBeVisible();
  await form.getByLabel('Order').fill('4');
  await expect(form.getByText('Place: Slider, slide 2.', { exact: false })).toBeVisible();
  await expect(form.getByText('Upload 1800 × 1000 px (9:5), JPEG or WebP, under 2 MB')).toBeVisible();
  await form.getByRole('textbox', { name: 'Image or video address' }).fill('/images/banners/slide-masala-chai.webp');
  const preview = form.getByRole('figure');
  // The preview is inert (its buttons lead nowhere from here), so it is read as text, not by role.
  await expect(preview.locator('h2')).toHaveText('Monsoon chai week');
  await expect(preview.getByText('New', { exact: true })).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /slide-masala-chai/);
});
