/**
 * Search engines see both languages (design §15): every page names its English and Hindi addresses,
 * the sitemap lists both, the structured data says which language a page is in, and a Hindi page's
 * title and description are Hindi.
 */
import { getCachedShopSettings } from '@/lib/settings/cached';
import { blogPostingJsonLd, breadcrumbJsonLd, productJsonLd, webPageJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, notFoundMetadata, productDescription } from '@/lib/seo/metadata';
import { aboutMetadata, blogListMetadata, contactMetadata, homeMetadata } from '@/lib/seo/page-metadata';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { sitemapResponse } from '@/lib/seo/sitemap-response';
import { setPageLocale } from '@/lib/i18n/request-locale';
import type { BlogPostDto } from '@/lib/content/blog';
import type { ProductDto } from '@/lib/catalog/products';

jest.mock('@/lib/settings/cached', () => ({ getCachedShopSettings: jest.fn() }));
// React's cache() holds nothing outside a render: the page's language for the test, as the /hi twins set it.
jest.mock('@/lib/i18n/request-locale', () => {
  let locale = 'en';
  return { setPageLocale: (l: string) => (locale = l), pageLocale: () => locale };
});

const shop = {
  name: 'Organic Tattva',
  tagline: 'Pure from the farm',
  phone: '+91 98765 43210',
  email: 'care@shop.example',
  supportHours: 'Mon–Sat, 9 am – 7 pm',
  logo: '/logo.svg',
  address: { street: '14, Tea Garden Lane', city: 'Guwahati', state: 'Assam' },
};
(getCachedShopSettings as jest.Mock).mockResolvedValue({
  shop,
  translations: { hi: { tagline: 'खेत से सीधे शुद्ध', supportHours: 'सोम–शनि, सुबह 9 – शाम 7' } },
});

const devanagari = /[\u0900-\u097F]/;

describe('page metadata', () => {
  afterEach(() => setPageLocale('en'));

  test('a Hindi page: Hindi title and description, its /hi canonical, both languages and x-default', async () => {
    setPageLocale('hi');
    const meta = await aboutMetadata();
    expect(meta.title).toBe('हमारे बारे में: हमारी सोच, हमारा वादा और हमारी विरासत');
    expect(String(meta.description)).toMatch(devanagari);
    expect(meta.alternates).toEqual({
      canonical: '/hi/about',
      languages: { 'en-IN': '/about', 'hi-IN': '/hi/about', 'x-default': '/about' },
    });
    expect(meta.openGraph).toMatchObject({ locale: 'hi_IN', url: '/hi/about', alternateLocale: ['en_IN'] });
  });

  test("the shop's own words in a description are the page's language: Hindi tagline and hours on /hi", async () => {
    setPageLocale('hi');
    expect(String((await homeMetadata()).description)).toContain('खेत से सीधे शुद्ध');
    expect(String((await contactMetadata()).description)).toContain('सोम–शनि, सुबह 9 – शाम 7');
    setPageLocale('en');
    expect(String((await homeMetadata()).description)).toContain('Pure from the farm');
  });

  test('the English page keeps its words and names the Hindi one', async () => {
    const meta = await blogListMetadata();
    expect(meta.title).toBe('Blog: Tea, Honey & Spice Stories');
    expect(meta.description).toBe(
      'Brewing guides, harvest notes and recipes from Organic Tattva: how to steep Assam and Darjeeling teas, use raw honey and cook with whole spices.',
    );
    expect(meta.alternates).toEqual({
      canonical: '/blog',
      languages: { 'en-IN': '/blog', 'hi-IN': '/hi/blog', 'x-default': '/blog' },
    });
  });

  test('not-found titles in the page language; a product sentence in Hindi', () => {
    expect(notFoundMetadata().title).toBe('Page not found');
    expect(notFoundMetadata('Article not found', 'hi').title).toBe('लेख नहीं मिला');
    expect(notFoundMetadata('Product not found', 'hi').title).toBe('प्रोडक्ट नहीं मिला');
    const product = {
      title: 'दार्जिलिंग चाय',
      size: null,
      sellerName: 'Organic Tattva',
      categoryName: 'ब्लैक टी',
      seoDescription: null,
      metadata: [],
    } as unknown as ProductDto;
    expect(productDescription(product, shop, 'hi')).toContain('(स्टैंडर्ड)');
    expect(productDescription({ ...product, title: 'Darjeeling' }, shop)).toBe(
      'Darjeeling (Standard) from Organic Tattva, in ब्लैक टी. Organic, shipped fresh across India by Organic Tattva.',
    );
  });

  test('buildMetadata writes alternates for every page it builds', () => {
    const meta = buildMetadata({ title: 'X', description: 'Y', path: '/products/assam' }, shop, 'hi');
    expect(meta.alternates?.languages).toEqual({
      'en-IN': '/products/assam',
      'hi-IN': '/hi/products/assam',
      'x-default': '/products/assam',
    });
  });
});

describe('sitemap in both languages', () => {
  const sources = {
    products: [{ slug: 'assam-gold', updatedAt: '2025-03-01T10:00:00.000Z' }],
    posts: [{ slug: 'how-to-brew', updatedAt: '2025-02-01T10:00:00.000Z' }],
    pages: [{ slug: 'privacy', updatedAt: '2025-01-01T10:00:00.000Z' }],
  };
  const entries = sitemapEntries(sources, 'https://shop.example');

  test('every page is listed under /hi too, each once', () => {
    const locs = entries.map((e) => e.loc);
    for (const path of ['', '/products', '/blog', '/about', '/products/assam-gold', '/blog/how-to-brew', '/privacy'])
      expect(locs.filter((l) => l === `https://shop.example/hi${path}`)).toHaveLength(1);
    expect(locs).toHaveLength(new Set(locs).size);
    expect(locs.filter((l) => l.startsWith('https://shop.example/hi'))).toHaveLength(locs.length / 2);
  });

  test('both entries of a page name the English, the Hindi and x-default', () => {
    const expected = [
      { hreflang: 'en-IN', href: 'https://shop.example/products/assam-gold' },
      { hreflang: 'hi-IN', href: 'https://shop.example/hi/products/assam-gold' },
      { hreflang: 'x-default', href: 'https://shop.example/products/assam-gold' },
    ];
    for (const loc of ['https://shop.example/products/assam-gold', 'https://shop.example/hi/products/assam-gold']) {
      const entry = entries.find((e) => e.loc === loc)!;
      expect(entry.alternates).toEqual(expected);
      expect(entry.lastmod).toBe('2025-03-01T10:00:00.000Z');
    }
    expect(entries.find((e) => e.loc === 'https://shop.example/hi')!.alternates![0].href).toBe('https://shop.example/');
  });

  test('the XML declares xhtml and writes the alternates, in both writers', async () => {
    const links = (xml: string) => xml.match(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>/g) ?? [];
    const own = sitemapXml(entries);
    expect(own).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(links(own)).toHaveLength(entries.length * 3);
    expect(own).toContain(
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.example/hi/blog/how-to-brew"/>',
    );
    const served = await (await sitemapResponse(entries, null, 'https://shop.example')).text();
    expect(served).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(links(served)).toHaveLength(entries.length * 3);
    expect(served).toContain('<loc>https://shop.example/hi/privacy</loc>');
  });
});

describe('structured data names its language', () => {
  const post = {
    slug: 'how-to-brew',
    title: 'चाय कैसे बनाएँ',
    excerpt: 'एक गाइड',
    content: '',
    tags: [],
    author: 'Priya',
    publishedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    featuredImage: null,
  } as unknown as BlogPostDto;

  test('a Hindi post: hi-IN and its /hi address; English stays en-IN', () => {
    const hi = blogPostingJsonLd(post, shop, 'hi');
    expect(hi).toMatchObject({ inLanguage: 'hi-IN', headline: 'चाय कैसे बनाएँ' });
    expect(hi.url).toMatch(/\/hi\/blog\/how-to-brew$/);
    expect(blogPostingJsonLd(post, shop).inLanguage).toBe('en-IN');
  });

  test('a product names the page language through its WebPage; pages and the site carry inLanguage', () => {
    const product = {
      id: 1,
      slug: 'assam',
      title: 'असम चाय',
      categoryName: 'ब्लैक टी',
      parentCategory: null,
      sellerName: 'Organic Tattva',
      images: [],
      variants: [],
    } as unknown as ProductDto;
    const histogram: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    const ld = productJsonLd(product, 'चाय', shop, { items: [], summary: { rating: 0, count: 0, histogram } }, 'hi');
    expect(ld.url).toMatch(/\/hi\/products\/assam$/);
    expect(ld.mainEntityOfPage).toMatchObject({ '@type': 'WebPage', inLanguage: 'hi-IN' });
    expect(webPageJsonLd({ name: 'संपर्क करें', path: '/contact' }, 'hi')).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'hi-IN',
    });
    expect(webPageJsonLd({ name: 'संपर्क करें', path: '/contact' }, 'hi').url).toMatch(/\/hi\/contact$/);
    expect(websiteJsonLd(shop, 'hi')).toMatchObject({ '@type': 'WebSite', inLanguage: 'hi-IN' });
    const crumbs = breadcrumbJsonLd([{ name: 'ब्लॉग', path: '/blog' }], 'hi');
    expect(crumbs.itemListElement[0].item).toMatch(/\/hi\/blog$/);
  });
});
