/**
 * The two languages' addresses (design §15): English at the spec's paths, Hindi the same path under
 * /hi; the guard's way back keeps the language; a remembered choice of Hindi moves a shopper (never a
 * crawler) from an English page to its twin.
 */
import { urlForRender } from '@/lib/cache/render-query';
import { localeOfAcceptLanguage, localePath, splitLocale } from '@/lib/i18n/locales';
import { rememberedLocaleRedirect } from '@/lib/i18n/remembered';
import { loginPathFor } from '@/lib/security/redirect';

test('a page in Hindi is its English path under /hi, query and hash kept', () => {
  expect(localePath('/', 'hi')).toBe('/hi');
  expect(localePath('/products/assam-gold', 'hi')).toBe('/hi/products/assam-gold');
  expect(localePath('/products?q=haldi', 'hi')).toBe('/hi/products?q=haldi');
  expect(localePath('/hi/blog', 'hi')).toBe('/hi/blog');
  expect(localePath('/hi/blog', 'en')).toBe('/blog');
  expect(localePath('/hi', 'en')).toBe('/');
  expect(localePath('/?q=1', 'hi')).toBe('/hi?q=1');
});

test('only /hi and paths under it are Hindi: /history and /hindi-tea are English pages', () => {
  expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
  expect(splitLocale('/hi?x=1')).toEqual({ locale: 'hi', path: '/?x=1' });
  expect(splitLocale('/hi/cart')).toEqual({ locale: 'hi', path: '/cart' });
  expect(splitLocale('/history')).toEqual({ locale: 'en', path: '/history' });
  expect(splitLocale('/hindi-tea')).toEqual({ locale: 'en', path: '/hindi-tea' });
});

test("an API caller gets Hindi only when it is the caller's first choice", () => {
  expect(localeOfAcceptLanguage('hi')).toBe('hi');
  expect(localeOfAcceptLanguage('hi-IN,en;q=0.8')).toBe('hi');
  expect(localeOfAcceptLanguage('en-IN,hi;q=0.9')).toBe('en');
  expect(localeOfAcceptLanguage(null)).toBe('en');
});

test('the signed-in guard sends a Hindi page to the Hindi login, with the way back intact', () => {
  expect(loginPathFor('/hi/cart')).toBe('/hi/login?redirect=%2Fhi%2Fcart');
  expect(loginPathFor('/checkout?mode=buy-now')).toBe('/login?redirect=%2Fcheckout%3Fmode%3Dbuy-now');
  expect(loginPathFor('//evil.example')).toBe('/login?redirect=%2F');
});

test('a Hindi page follows its English twin: shared pages lose the query, sign-in pages keep it', () => {
  expect(urlForRender('/hi/products/darjeeling?utm=x')).toBe('/hi/products/darjeeling');
  expect(urlForRender('/hi/products/darjeeling?pack=DARJ-500')).toBe('/hi/product-detail/darjeeling/DARJ-500');
  expect(urlForRender('/hi?utm_source=mail')).toBe('/hi');
  expect(urlForRender('/hi/login?redirect=%2Fhi%2Fcart')).toBe('/hi/login?redirect=%2Fhi%2Fcart');
  expect(urlForRender('/hi/order?number=OT-1')).toBe('/hi/order?number=OT-1');
});

describe('a remembered choice of Hindi', () => {
  const chose = { cookie: 'session=abc; NEXT_LOCALE=hi' };
  it('moves an English store page to its /hi twin, query kept', () => {
    expect(rememberedLocaleRedirect('GET', '/', chose)).toBe('/hi');
    expect(rememberedLocaleRedirect('GET', '/products/assam?pack=A-1', chose)).toBe('/hi/products/assam?pack=A-1');
  });
  it('leaves crawlers, English choosers, Hindi pages, APIs, files, the back office and router requests alone', () => {
    expect(rememberedLocaleRedirect('GET', '/', {})).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/', { cookie: 'NEXT_LOCALE=en' })).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/', { cookie: 'XNEXT_LOCALE=hi' })).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/hi/blog', chose)).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/api/categories/roots', chose)).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/robots.txt', chose)).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/admin/orders', chose)).toBeNull();
    expect(rememberedLocaleRedirect('POST', '/contact', chose)).toBeNull();
    expect(rememberedLocaleRedirect('GET', '/blog', { ...chose, rsc: '1' })).toBeNull();
  });
});
