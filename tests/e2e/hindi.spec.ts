import { expect, test, type APIRequestContext } from '@playwright/test';
import hiPosts from '../../lib/demo/seed-data/hi/posts.json';
import hiProducts from '../../lib/demo/seed-data/hi/products.json';
import { waitForReadableMail } from './support/mail';
import { data, hindi, publicPaths, type PublicProduct } from './support/public-paths';
import { newShopperWithAddress } from './support/shopper';
import { hindiFor } from './support/words';

/*
 * The store in Hindi under /hi (design §15), as a search engine meets it over HTTP: the language of each page,
 * both languages named on every public page and in the sitemap, English where a product has no Hindi yet, and
 * no language guessing for a crawler.
 */

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const h1Of = (html: string) => decode(/<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
/** hreflang → path of each `<link rel="alternate">` the page names. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[2]).pathname,
    ]),
  );

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

test('/hi, a product and a post answer in Hindi, with lang="hi"; their English twins stay English', async ({
  request,
}) => {
  const products = await data<PublicProduct[]>(request, '/api/v1/public/store/products/all');
  const posts = await data<{ slug: string; title: string }[]>(request, '/api/v1/public/store/blogs/published');
  const product = products.find((p) => p.slug in hiProducts)!;
  const post = posts.find((p) => p.slug in hiPosts)!;

  const home = await page(request, '/hi');
  expect(home.status).toBe(200);
  expect(langOf(home.html)).toBe('hi');
  expect(titleOf(home.html)).toMatch(/[\u0900-\u097F]/);

  const productPage = await page(request, `/hi/products/${product.slug}`);
  expect(productPage.status).toBe(200);
  expect(langOf(productPage.html)).toBe('hi');
  const hindiTitle = hiProducts[product.slug as keyof typeof hiProducts].title;
  expect(h1Of(productPage.html)).toBe(hindiTitle);
  expect(titleOf(productPage.html)).toContain(hindiTitle);

  const postPage = await page(request, `/hi/blog/${post.slug}`);
  expect(postPage.status).toBe(200);
  expect(langOf(postPage.html)).toBe('hi');
  expect(titleOf(postPage.html)).toContain(hiPosts[post.slug as keyof typeof hiPosts].title);

  const english = await page(request, `/products/${product.slug}`);
  expect(langOf(english.html)).toBe('en-IN');
  expect(h1Of(english.html)).toBe(product.title);
});

test('every public page names itself in both languages, and x-default is the English', async ({ request }) => {
  test.setTimeout(300_000);
  // The misspelt address redirects; not-found is not indexed; the sign-in pages are not indexed either.
  const paths = (await publicPaths(request)).filter(
    (p) => !['/affilate-program', '/not-found', '/login', '/new', '/forgot-password'].includes(p),
  );
  for (const english of paths) {
    for (const path of [english, hindi(english)]) {
      const { status, html } = await page(request, path);
      expect(status, path).toBe(200);
      expect(alternatesOf(html), path).toEqual({ 'en-IN': english, 'hi-IN': hindi(english), 'x-default': english });
    }
  }
});

test('the sitemap lists each page in both languages, each with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const products = await data<PublicProduct[]>(request, '/api/v1/public/store/products/all');
  for (const p of products.slice(0, 5)) {
    expect(sitemap).toContain(`/products/${p.slug}</loc>`);
    expect(sitemap).toContain(`/hi/products/${p.slug}</loc>`);
  }
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="hi-IN" href="[^"]*\/hi\/products\//);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="x-default"/);
});

test('a product without Hindi shows its English title on its Hindi page', async ({ request }) => {
  const products = await data<PublicProduct[]>(request, '/api/v1/public/store/products/all');
  const untranslated = products.find((p) => !p.translations?.hi?.title);
  expect(untranslated, 'the demo store keeps one product untranslated').toBeTruthy();
  const { status, html } = await page(request, `/hi/products/${untranslated!.slug}`);
  expect(status).toBe(200);
  expect(langOf(html)).toBe('hi');
  expect(h1Of(html)).toBe(untranslated!.title);
});

test('a crawler asking for / gets English; a shopper who chose Hindi is sent to the same page under /hi', async ({
  request,
}) => {
  const crawler = await request.get('/', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' }, maxRedirects: 0 });
  expect(crawler.status()).toBe(200);
  expect(langOf(await crawler.text())).toBe('en-IN');
  const chose = await request.get('/blog?utm_source=x', { headers: { Cookie: 'NEXT_LOCALE=hi' }, maxRedirects: 0 });
  expect(chose.status()).toBe(307);
  expect(chose.headers()['location']).toBe('/hi/blog?utm_source=x');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('switch a product page to हिन्दी, buy it with cash on delivery: the order page and its mail are Hindi', async ({
    page,
  }) => {
    test.slow();
    const shopper = await newShopperWithAddress(page);
    const products = await data<PublicProduct[]>(page.request, '/api/v1/public/store/products/all');
    const product = products.find((p) => p.slug in hiProducts && p.inventoryDetails.stockQuantity >= 5)!;
    const hindiTitle = hiProducts[product.slug as keyof typeof hiProducts].title;

    await page.goto(`/products/${product.slug}`);
    await page.getByTestId('language-switcher').click();
    await expect(page).toHaveURL(new RegExp(`/hi/products/${product.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle);

    // On a phone the buy bar repeats the button; either adds the same pack.
    await page
      .getByRole('button', { name: hindiFor('Product', 'Add to Cart') })
      .first()
      .click();
    await expect(page.getByText(hindiFor('Product', 'Item added to cart!')).first()).toBeVisible();

    // The choice is remembered: the English cart address opens the Hindi cart.
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/hi\/cart$/);
    await page.getByRole('button', { name: hindiFor('Cart', 'Proceed to Checkout') }).click();
    await page.getByRole('button', { name: hindiFor('Checkout', 'Proceed to Delivery') }).click();
    await expect(page.getByTestId('address-card')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: hindiFor('Checkout', 'Next: Payment') }).click();
    await page
      .getByRole('radio', { name: new RegExp(hindiFor('Checkout', 'Cash on Delivery').replace(/[()]/g, '\\$&')) })
      .check();
    await page.getByRole('button', { name: hindiFor('Checkout', 'Place Order') }).click();

    await expect(page).toHaveURL(/\/hi\/order\?number=OT-[A-Z0-9]{8}$/);
    const orderNumber = new URL(page.url()).searchParams.get('number')!;
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const box = page.getByTestId('cod-confirm');
    await expect(box.getByRole('button', { name: hindiFor('Orders', 'Confirm order') })).toBeVisible();

    const mail = await waitForReadableMail(shopper.email, orderNumber);
    expect(mail).toContain(`ऑर्डर ${orderNumber} मिल गया: कृपया इसकी पुष्टि करें`);
    expect(mail).toContain(`/hi/confirm-cod/${orderNumber}`);
    expect(mail).toContain('lang="hi"');

    await box.getByRole('button', { name: hindiFor('Orders', 'Confirm order') }).click();
    await expect(
      page.getByText(hindiFor('Orders', 'Thank you! Your order is confirmed and on its way to the seller.')),
    ).toBeVisible();
  });
});

test('a wrong password on the Hindi login page is answered in Hindi', async ({ page }) => {
  await page.goto('/hi/login');
  await page.locator('input[type="email"]').fill('demo@organictattva.example');
  await page.locator('input[type="password"]').fill('Wrong@12345');
  await page.locator('form button[type="submit"]').click();
  await expect(
    page.getByRole('alert').filter({ hasText: hindiFor('Auth', 'Invalid credentials. Please try again.') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/login/);
});
