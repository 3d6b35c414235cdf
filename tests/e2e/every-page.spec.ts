import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { data, hindi, publicPaths, type PublicProduct as Product } from './support/public-paths';
import { newShopperWithAddress } from './support/shopper';

/*
 * What a shopper meets on every page: no sideways scrolling on a 360 px phone, HTML the W3C's
 * Nu checker accepts, the hero's video slide, and a Buy Now that leaves the cart alone.
 */

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sideways = (page: Page) =>
  page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth,
  );

async function expectNoSidewaysScroll(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(await sideways(page), `${url} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('home, listing, every product, blog and articles never scroll sideways', async ({ page, request }) => {
    test.setTimeout(300_000);
    const paths = (await publicPaths(request)).filter(
      (p) => p === '/' || p.startsWith('/products') || p.startsWith('/blog'),
    );
    for (const url of paths) await expectNoSidewaysScroll(page, url);
  });

  test('the Hindi store never scrolls sideways either (its words run longer)', async ({ page, request }) => {
    test.setTimeout(300_000);
    const all = await publicPaths(request);
    // Every kind of page once, and a few of each catalogue page: the Hindi chrome is the same on all of them.
    const sample = [
      ...all.filter((p) => !p.startsWith('/products/') && !p.startsWith('/blog/')),
      ...all.filter((p) => p.startsWith('/products/')).slice(0, 8),
      ...all.filter((p) => p.startsWith('/blog/')).slice(0, 3),
    ];
    for (const url of sample) await expectNoSidewaysScroll(page, hindi(url));
  });

  test('cart, checkout and the account pages never scroll sideways', async ({ page }) => {
    test.setTimeout(180_000);
    const shopper = await newShopperWithAddress(page);
    const [product] = (await data<Product[]>(page.request, '/api/v1/public/store/products/all')).filter(
      (p) => p.inventoryDetails.stockQuantity >= 5,
    );
    expect(
      (await page.request.post('/api/user/cart', { data: { productId: product.id, quantity: 1 } })).status(),
    ).toBeLessThan(300);
    const placed = await page.request.post('/api/orders', {
      data: {
        addressId: shopper.addressId,
        paymentInfo: { method: 'UPI' },
        items: [{ productId: product.id, quantity: 1 }],
        source: 'buy-now',
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = ((await placed.json()) as { data: { orderNumber: string } }).data;

    for (const url of [
      '/cart',
      '/checkout',
      '/profile',
      '/orders',
      `/order?number=${orderNumber}`,
      `/payment/${orderNumber}`,
      '/change-password',
    ]) {
      await expectNoSidewaysScroll(page, url);
    }
    // The checkout's later steps too.
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
    await page.getByTestId('address-card').first().click();
    expect(await sideways(page), 'checkout address step').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Next: Payment' }).click();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    expect(await sideways(page), 'checkout payment step').toBeLessThanOrEqual(0);
  });
});

test('every public page, in both languages, is valid HTML for the Nu Html Checker, and shared links carry twitter:image:alt', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const english = await publicPaths(request);
    const paths = [...english, ...english.map(hindi)];
    const names = new Map<string, string>();
    for (const [i, url] of paths.entries()) {
      const response = await request.get(url);
      expect([200, 404], url).toContain(response.status());
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, await response.text());
      names.set(`page-${i}.html`, url);
    }
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
    const run = spawnSync(
      'java',
      [
        '-jar',
        jar,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...[...names.keys()].map((n) => path.join(dir, n)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'java (default-jre-headless) must be installed').toBeUndefined();
    const report = JSON.parse(run.stdout || '{"messages":[]}') as {
      messages: { type: string; url?: string; message: string; extract?: string }[];
    };
    const errors = report.messages
      .filter((m) => m.type === 'error')
      .map(
        (m) => `${names.get(path.basename(m.url ?? '')) ?? m.url}: ${m.message} [${(m.extract ?? '').slice(0, 80)}]`,
      );
    expect(errors).toEqual([]);

    const product = paths.find((p) => p.startsWith('/products/'))!;
    const html = await (await request.get(product)).text();
    expect(html).toMatch(/<meta name="twitter:image:alt" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the hero has a video slide with a poster, served small by the shop, and moves on when autoplay is refused', async ({
  page,
  request,
}) => {
  const banners = await data<{ imageUrl: string; displayOrder: number; title: string; posterUrl?: string | null }[]>(
    request,
    '/api/banners/public',
  );
  const video = banners.find((b) => /\.(mp4|webm)$/i.test(b.imageUrl) && b.displayOrder >= 3);
  expect(video, 'a seeded video slide').toBeTruthy();
  const clip = await request.get(video!.imageUrl);
  expect(clip.status()).toBe(200);
  expect((await clip.body()).length).toBeLessThan(300 * 1024);

  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
  });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured collections' });
  const slides = slider.locator('[aria-roledescription="slide"]');
  const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const at = labels.findIndex((label) => label.endsWith(`: ${video!.title}`));
  expect(at, 'the video slide is one of the later slides').toBeGreaterThan(1);
  const videoSlide = slides.nth(at);
  // Only the first slide and the next carry their picture when the page opens; a later slide's
  // video (or picture) is not loaded until it comes up.
  for (let i = 2; i < labels.length; i++) await expect(slides.nth(i).locator('img, video')).toHaveCount(0);
  await expect(slides.nth(0).locator('img, video')).toHaveCount(1);
  // Whichever slide is showing, the slider keeps turning: within two turns it has left the video.
  await slider
    .getByRole('button', { name: /^Go to slide/ })
    .nth(at)
    .click();
  await expect(videoSlide).toHaveAttribute('data-active', 'true');
  await expect(videoSlide.locator('video')).toHaveAttribute('poster', /.+/);
  const poster = await videoSlide.locator('video').getAttribute('poster');
  expect((await request.get(poster!)).status()).toBe(200);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(videoSlide).toHaveAttribute('data-active', 'false', { timeout: 12_000 });
});

test('placeholders shimmer on the compositor: no endless animation has the page repaint every frame', async ({
  page,
}) => {
  // Hold the home tabs' card requests, so their placeholders stay up (below the fold, as on a phone that has not scrolled).
  await page.route(/\/api\/v1\/public\/store\/products\/cards/, () => {});
  await page.goto('/');
  await expect(page.locator('.card-skeleton').first()).toBeAttached();
  const animated = await page.evaluate(() =>
    document.getAnimations().flatMap((a) => {
      const effect = a.effect as KeyframeEffect;
      if (effect.getTiming().iterations !== Infinity) return []; // a transition or one-off animation ends by itself
      const properties = effect
        .getKeyframes()
        .flatMap((k) =>
          Object.keys(k).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
        );
      return [
        `${(effect.target as Element | null)?.className ?? ''}${effect.pseudoElement ?? ''}: ${[...new Set(properties)].join(', ')}`,
      ];
    }),
  );
  expect(animated.some((a) => a.startsWith('card-skeleton::after'))).toBe(true);
  // Only transform and opacity run on the compositor; anything else is a main-thread paint every frame, on screen or not.
  for (const animation of animated) expect(animation).toMatch(/: (transform|opacity)(, (transform|opacity))*$/);
});

test('a Buy Now order leaves the cart as it was', async ({ page }) => {
  await newShopperWithAddress(page);
  const [inCart, other] = (await data<Product[]>(page.request, '/api/v1/public/store/products/all')).filter(
    (p) => p.inventoryDetails.stockQuantity >= 5 && p.sellingPrice < 1000,
  );
  for (const p of [inCart, other])
    expect(
      (await page.request.post('/api/user/cart', { data: { productId: p.id, quantity: 1 } })).status(),
    ).toBeLessThan(300);

  await page.goto(`/products/${inCart.slug}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?mode=buy-now$/);
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByTestId('address-card').first().click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\?number=OT-/);

  const cart = await data<{ productId: number; quantity: number }[]>(page.request, '/api/user/cart');
  expect(cart.map((l) => [l.productId, l.quantity]).sort()).toEqual(
    [
      [inCart.id, 1],
      [other.id, 1],
    ].sort(),
  );
});

test('robots.txt (next-sitemap) names both sitemaps; every URL in them answers 200 without a redirect', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/cart/);
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
  expect(sitemaps).toEqual(expect.arrayContaining(['/sitemap.xml', '/sitemap-static.xml']));
  const seen = new Set<string>();
  for (const sitemap of sitemaps) {
    const response = await request.get(sitemap, { maxRedirects: 0 });
    expect(response.status(), sitemap).toBe(200);
    const xml = await response.text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) seen.add(new URL(loc).pathname + new URL(loc).search);
  }
  for (const path of ['/', '/products', '/blog', '/about', '/contact', '/team', '/affiliate-program'])
    expect(seen).toContain(path);
  for (const path of seen) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});
