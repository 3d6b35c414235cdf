/**
 * The store's root layouts (components/layout/root-layout.tsx): each language's pages start from that
 * language's root metadata, and the sign-in and password pages are never indexed in either.
 */
import { pageLocale } from '@/lib/i18n/request-locale';

jest.mock('@/lib/seo/root-metadata', () => ({
  rootMetadata: async (locale: string) => ({ description: `root ${locale}`, robots: { index: true } }),
  rootViewport: {},
}));
// React's cache() holds nothing outside a render: the page's language for the test, as the layouts set it.
jest.mock('@/lib/i18n/request-locale', () => {
  let locale = 'en';
  return { setPageLocale: (l: string) => (locale = l), pageLocale: () => locale };
});

test('sign-in and password pages are never indexed, in either language', async () => {
  const hindi = await (await import('@/app/hi/(bare)/layout')).generateMetadata();
  expect(hindi).toEqual({ description: 'root hi', robots: { index: false, follow: true } });
  expect(pageLocale()).toBe('hi');
  const english = await (await import('@/app/(bare)/layout')).generateMetadata();
  expect(english).toEqual({ description: 'root en', robots: { index: false, follow: true } });
  expect(pageLocale()).toBe('en');
});

test('the store pages keep the root metadata of their language', async () => {
  const hindi = await (await import('@/app/hi/(shop)/layout')).generateMetadata();
  expect(hindi).toEqual({ description: 'root hi', robots: { index: true } });
  expect(pageLocale()).toBe('hi');
  const english = await (await import('@/app/(shop)/layout')).generateMetadata();
  expect(english).toEqual({ description: 'root en', robots: { index: true } });
});
