import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mail';

/*
 * The public storefront in a browser: the shopper's journey from the home page through the
 * category menu, listing filters and sort, a product, search, a blog post, a content page and
 * an unknown address — at desktop width and (tagged @phone) at 360 px. Slugs come from the API,
 * never hard-coded.
 */

/** The listing's page of cards (lib/catalog/listing.ts PAGE_SIZE): the server's first page and each 'Show more'. */
const PAGE = 12;

type Product = {
  id: number;
  slug: string;
  title: string;
  sellingPrice: number;
  categorySlug: string;
  parentCategory: { slug: string } | null;
  inventoryDetails: { stockQuantity: number };
};
type Category = { slug: string; title: string; subCategories: Category[] };
type Catalogue = {
  products: Product[];
  categories: Category[];
  posts: { slug: string; title: string }[];
  pages: { slug: string; title: string }[];
};

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  return {
    products: await data(request, '/api/v1/public/store/products/all'),
    categories: await data(request, '/api/categories/roots'),
    posts: await data(request, '/api/v1/public/store/blogs/published'),
    pages: await data(request, '/api/pages/public'),
  };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });

/** A root category with a sub-category that has at least two products (so sorting shows). */
function pickCategory({ products, categories }: Catalogue) {
  for (const root of categories) {
    for (const sub of root.subCategories) {
      const inSub = products.filter((p) => p.categorySlug === sub.slug);
      if (inSub.length >= 2) return { root, sub, inSub };
    }
  }
  throw new Error('the seed has no sub-category with two products');
}

test('home → category menu → filter and sort → product → search → blog post → content page → unknown path @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await catalogue(request);
  const { root, sub, inSub } = pickCategory(shop);

  // Home
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deals of the Week' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Blog' })).toBeVisible();
  await expect(page.getByText('MONEY BACK GUARANTEE')).toBeVisible();
  await expectAccessible(page);

  // Category menu → listing of the root category
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.locator('summary', { hasText: root.title }).click();
    await drawer.getByRole('link', { name: `All ${root.title}` }).click();
  } else {
    await page.getByRole('button', { name: 'Shop by Category' }).click();
    await page
      .getByRole('navigation', { name: 'Product categories' })
      .getByRole('link', { name: root.title, exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${root.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(root.title);

  // Filter by sub-category, then sort by price
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('radio', { name: sub.title, exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('radio', { name: sub.title, exact: true })
      .check();
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${sub.title} (${inSub.length} item`);
  await page.getByRole('combobox', { name: 'Sort products' }).selectOption('price-low');
  await expect(page).toHaveURL(new RegExp(`category=${root.slug}&sub=${sub.slug}&sort=price-low`));
  const cheapest = [...inSub].sort((a, b) => a.sellingPrice - b.sellingPrice)[0];
  const firstCard = page.locator('main article').first();
  await expect(firstCard.getByRole('heading')).toHaveText(cheapest.title);
  await expectAccessible(page);

  // Product
  await firstCard.getByRole('link', { name: cheapest.title }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${cheapest.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cheapest.title);
  // The page's own button (on a phone the buy bar repeats it at the bottom of the screen).
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/products/${cheapest.slug}$`),
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((t) => t.includes('"@type":"Product"') && t.includes('"priceCurrency":"INR"'))).toBe(true);
  expect(jsonLd.some((t) => t.includes('"@type":"BreadcrumbList"'))).toBe(true);
  await expectAccessible(page);

  // Search (400 ms after typing stops) → another product
  const target =
    shop.products.find((p) => p.slug !== cheapest.slug && p.title.split(' ')[0].length >= 4) ?? shop.products[0];
  await searchInput(page).fill(target.title);
  await page.getByRole('option', { name: target.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${target.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);

  // Blog post
  const post = shop.posts[0];
  await page.goto('/blog');
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await expectAccessible(page);

  // Content page
  const content = shop.pages[0];
  await page.goto(`/${content.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
  await expect(page.getByText('Last updated')).toBeVisible();
  await expectAccessible(page);

  // Unknown path: the themed page with a 404, and its button goes home
  const response = await page.goto('/no-such-blend-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This blend has steeped away' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a shared filtered link opens already filtered and sorted @phone', async ({ page, request }) => {
  const shop = await catalogue(request);
  const { root, sub, inSub } = pickCategory(shop);
  await page.goto(`/products?category=${root.slug}&sub=${sub.slug}&sort=price-high`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${sub.title} (${inSub.length} item`);
  const dearest = [...inSub].sort((a, b) => b.sellingPrice - a.sellingPrice)[0];
  await expect(page.locator('main article').first().getByRole('heading')).toHaveText(dearest.title);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort products' })).toHaveValue('price-high');
});

test('the listing shows 12 cards at a time: Show more adds the next ones, a filter or sort change starts again @phone', async ({
  page,
  request,
}) => {
  const shop = await catalogue(request);
  const total = shop.products.length;
  expect(total, 'the seed fills more than two pages').toBeGreaterThan(2 * PAGE);
  // The server's HTML carries the first page only.
  expect(((await (await request.get('/products')).text()).match(/<article\b/g) ?? []).length).toBe(PAGE);

  await page.goto('/products');
  const cards = page.locator('main article');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Products (${total} items)`);
  await expect(cards).toHaveCount(PAGE);
  await page.getByRole('button', { name: `Show more products (${total - PAGE} left)` }).click();
  await expect(cards).toHaveCount(2 * PAGE);
  await expect(page.getByRole('button', { name: `Show more products (${total - 2 * PAGE} left)` })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort products' }).selectOption('price-low');
  await expect(cards).toHaveCount(PAGE);
  await page.getByRole('button', { name: /^Show more products/ }).click();
  await expect(cards).toHaveCount(2 * PAGE);

  // The largest category: more than a page of its own, so the reset shows as a page of them.
  const inCategory = (slug: string) =>
    shop.products.filter((p) => p.categorySlug === slug || p.parentCategory?.slug === slug).length;
  const root = [...shop.categories].sort((a, b) => inCategory(b.slug) - inCategory(a.slug))[0];
  const inRoot = inCategory(root.slug);
  expect(inRoot).toBeGreaterThan(PAGE);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('radio', { name: root.title, exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('radio', { name: root.title, exact: true })
      .check();
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${root.title} (${inRoot} item`);
  await expect(cards).toHaveCount(PAGE);
  await expect(page.getByRole('button', { name: `Show more products (${inRoot - PAGE} left)` })).toBeVisible();
});

test('unknown product and article slugs answer 404 with their own pages', async ({ page }) => {
  expect((await page.goto('/products/no-such-tea'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This blend has steeped away' })).toBeVisible();
  expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await page.goto('/not-found');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('header: live IST clock, voice search without browser support, More menu, scroll to top', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await page.goto('/products');
  await expect(page.locator('time').filter({ hasText: / IST$/ })).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Search by voice' }).filter({ visible: true }).click();
  await expect.poll(() => alerts).toEqual(['Sorry, your browser does not support Speech Recognition.']);

  await page.getByRole('button', { name: 'More', exact: true }).click();
  const more = page.getByRole('navigation', { name: 'More' });
  for (const group of ['Business', 'Info', 'Policies', 'Quick Links'])
    await expect(more.getByText(group, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();

  await page.mouse.wheel(0, 1500);
  const up = page.getByRole('button', { name: 'Scroll to top' });
  await expect(up).toBeVisible();
  await up.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('search says "No products found." for nonsense @phone', async ({ page }) => {
  await page.goto('/');
  await searchInput(page).fill('qqqxxzz');
  await expect(page.getByText('No products found.').filter({ visible: true })).toBeVisible();
});

test('team: founders, search, department filter, one card open at a time, open positions @phone', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  const more = page.getByRole('button', { name: /^More about/ });
  expect(await more.count()).toBeGreaterThan(1);
  await more.nth(0).click();
  await expect(page.getByRole('button', { name: /^Show less/ })).toHaveCount(1);
  await page
    .getByRole('button', { name: /^More about/ })
    .nth(1)
    .click();
  await expect(page.getByRole('button', { name: /^Show less/ })).toHaveCount(1);

  const department = page.getByRole('combobox', { name: 'Department' });
  const options = await department.locator('option').allTextContents();
  await department.selectOption({ label: options[1] });
  const groups = page.locator('section[aria-labelledby="directory-heading"] h3');
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toContainText(options[1]);
  await groups.first().getByRole('button').click();
  await expect(groups.first().getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('searchbox', { name: 'Search the team' }).fill('zzzz-nobody');
  await expect(page.getByText('No team members match your search.')).toBeVisible();

  await page.getByRole('button', { name: 'View Open Positions' }).click();
  const modal = page.getByRole('dialog', { name: 'Open Positions' });
  await expect(modal).toContainText('There are no open positions at the moment.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('contact: the form is stored and mailed to the shop, with the spec thank-you @phone', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('iframe[title^="Map"]')).toHaveCount(1);
  const email = `visitor-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Asha Visitor');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Message').fill('Do you sell loose-leaf Darjeeling in 1 kg packs?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you for contacting us! We will get back to you soon.',
  );
  await expect(page.getByLabel('Name')).toHaveValue('');
  expect(await waitForMail('care@organictattva.example', /(Do you sell loose-leaf Darjeeling)/)).toBeTruthy();
  await expectAccessible(page);
});

test('affiliate program answers at /affiliate-program with its terms; the misspelling redirects there for good', async ({
  page,
  request,
}) => {
  const moved = await request.get('/affilate-program?ref=header', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/affiliate-program?ref=header');
  for (const path of ['/affilate-program', '/affiliate-program']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/affiliate-program');
    await expect(page.getByText('10% commission on Tea Products')).toBeVisible();
    await expect(page.getByText('30-day referral cookie')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
  }
  await expectAccessible(page);
});

test('sitemap.xml lists every page, each answering 200 without a redirect; robots.txt points to it', async ({
  request,
  page,
}) => {
  test.setTimeout(240_000);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const path of ['/', '/products', '/blog', '/about', '/contact', '/team', '/affiliate-program'])
    expect(urls).toContain(path);
  expect(urls.some((u) => u.startsWith('/products/'))).toBe(true);
  expect(urls.some((u) => u.startsWith('/blog/'))).toBe(true);
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(urls.length);
  for (const path of urls) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }

  await page.goto('/sitemap');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sitemap.xml' }).click();
  expect((await download).suggestedFilename()).toBe('sitemap.xml');
});

test('Open Graph images are generated for products and posts', async ({ request }) => {
  const [product] = await data<Product[]>(request, '/api/v1/public/store/products/all');
  const [post] = await data<{ slug: string }[]>(request, '/api/v1/public/store/blogs/published');
  for (const path of [`/og/product/${product.slug}`, `/og/blog/${post.slug}`, '/og/default']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('card pictures load through the short optimizer address, resized like /_next/image', async ({ page, request }) => {
  await page.goto('/products');
  const src = await page.locator('article img').first().getAttribute('src');
  expect(src).toMatch(/^\/img\/\d+\/images\//);
  const [, width, path] = /^\/img\/(\d+)(\/.+)$/.exec(src!)!;
  const headers = { accept: 'image/webp' };
  const short = await request.get(src!, { headers });
  const long = await request.get(`/_next/image?url=${path}&w=${width}&q=75`, { headers });
  expect(short.status()).toBe(200);
  expect(short.headers()['content-type']).toBe('image/webp');
  expect((await short.body()).equals(await long.body())).toBe(true);
  expect((await request.get(`/img/${width}/images/no-such-picture.webp`, { headers })).status()).toBeGreaterThanOrEqual(
    400,
  );
});

test('the 404 picture is fetched only by a page that shows it', async ({ page }) => {
  // Every page's payload carries the not-found view; an eager <img> there made React preload its
  // picture on every page, a request in the first paint's way that no shopper ever saw.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/images/empty-tin.svg')) fetched.push(page.url());
  });
  for (const path of ['/', '/products', '/blog']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  expect(fetched).toEqual([]);
  expect((await page.goto('/no-such-blend-anywhere'))?.status()).toBe(404);
  const tin = page.locator('img[src="/images/empty-tin.svg"]');
  await expect.poll(() => tin.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('home tabs: each tab shows its own equal share of products, loaded when first opened (the rest of the open tab when scrolled near), arrows move between tabs', async ({
  page,
}) => {
  await page.goto('/');
  // The page itself carries the open tab's first ten cards; the rest follow when scrolled near.
  await expect(page.getByRole('tabpanel', { name: 'New Product' }).locator('article')).toHaveCount(10);
  const tabs = page.getByRole('tablist', { name: 'Product collections' }).getByRole('tab');
  await expect(tabs).toHaveText(['New Product', 'Top Rated', 'Best Seller', 'Featured']);
  const shown: string[][] = [];
  for (const name of ['New Product', 'Top Rated', 'Best Seller', 'Featured']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.locator('a[href^="/products/"]').first()).toBeVisible();
    // The open tab's later cards come when the shopper scrolls near them; every tab ends up whole.
    await panel.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(panel.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const hrefs = await panel
      .locator('a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    shown.push([...new Set(hrefs)]);
  }
  expect(shown[0].length).toBeGreaterThan(0);
  expect(new Set(shown.map((s) => s.length)).size).toBe(1);
  expect(new Set(shown.flat()).size).toBe(shown.flat().length);

  await page.getByRole('tab', { name: 'Featured' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'New Product' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'New Product' })).toHaveAttribute('aria-selected', 'true');
});
