import { test as base, type Page } from '@playwright/test';

/*
 * A page from the page front starts its scripts after the first paint (lib/cache/paint-first.ts),
 * so Playwright's `load` can come before the page has hydrated; a button clicked then does
 * nothing, as for a person who taps in that instant. Tests act once the page has hydrated: after
 * each navigation they wait until React owns the page's <main> (pages without the loader load
 * their scripts before `load`, as Next writes them, and pass at once).
 */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[data-paint-first]') || Object.keys(document.querySelector('main') ?? document.body).some((k) => k.startsWith('__reactProps$')),
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const name of ['goto', 'reload', 'goBack'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        await hydrated(page);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect } from '@playwright/test';
