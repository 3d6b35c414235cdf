import { expect, test } from '@playwright/test';

/*
 * The Content-Security-Policy is on every page and the pages still work under it: no script,
 * style, frame or connection the policy refuses (Chromium reports each refusal on the console),
 * and the client-side parts (search suggestions, the listing's filters) run.
 */
const refusals = (page: import('@playwright/test').Page) => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
};

test('pages send the CSP and run under it', async ({ page }) => {
  const seen = refusals(page);
  for (const path of ['/', '/products', '/blog', '/contact', '/login']) {
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy'];
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("frame-ancestors 'self'");
    expect(response!.headers()['strict-transport-security'], path).toMatch(/max-age=\d+/);
  }
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
  await search.fill('tea');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(seen).toEqual([]);
});
