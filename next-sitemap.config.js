/**
 * next-sitemap: writes public/robots.txt and public/sitemap-static.xml (the routes Next built as
 * static pages) from the build's manifests. It runs before `next start` (scripts/sitemap-files.mjs,
 * called by `npm start`, the browser tests' server and the bench) so the site URL is the one the
 * server runs with. Products, posts and CMS pages change without a rebuild: they are in
 * /sitemap.xml, answered from the database by app/sitemap.xml/route.ts. Both files are generated,
 * never committed. Every page is there in English and under /hi, each naming both (and x-default,
 * the English) as hreflang alternates, like /sitemap.xml (lib/seo/sitemap.ts) and the pages themselves.
 */
const siteUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || '3000'}`).replace(/\/+$/, '');

/** Signed-in, one-time and technical paths: not for search engines. */
const PRIVATE = [
  '/api/',
  '/cart',
  '/checkout',
  '/orders',
  '/order',
  '/payment/',
  '/profile',
  '/change-password',
  '/login',
  '/new',
  '/forgot-password',
  '/reset-password',
  '/reset-password-sent',
  '/account/',
  // The back office and printable invoices are never for search engines.
  '/admin',
  '/invoice/',
];

/** The Hindi twin of each address (design §15: the same path under /hi). */
const hindi = (path) => [path, path === '/' ? '/hi' : `/hi${path}`];

/** `/hi/about` → `/about`: the English address a Hindi page is the twin of. */
const english = (path) => (path === '/hi' ? '/' : path.startsWith('/hi/') ? path.slice(3) : path);

/** @type {import('next-sitemap').IConfig['transform']} */
async function withAlternates(config, path) {
  const en = english(path);
  const hi = en === '/' ? '/hi' : `/hi${en}`;
  return {
    loc: path,
    changefreq: config.changefreq,
    priority: config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
    alternateRefs: [
      { href: `${siteUrl}${en}`, hreflang: 'en-IN', hrefIsAbsolute: true },
      { href: `${siteUrl}${hi}`, hreflang: 'hi-IN', hrefIsAbsolute: true },
      { href: `${siteUrl}${en}`, hreflang: 'x-default', hrefIsAbsolute: true },
    ],
  };
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  sourceDir: process.env.NEXT_DIST_DIR || '.next',
  outDir: 'public',
  sitemapBaseFileName: 'sitemap-static',
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  changefreq: 'weekly',
  priority: 0.8,
  autoLastmod: false,
  transform: withAlternates,
  exclude: [
    ...PRIVATE.flatMap(hindi).flatMap((p) => (p.endsWith('/') ? [`${p}*`, p.slice(0, -1)] : [p, `${p}/*`])),
    '/bench-baseline',
    ...hindi('/not-found'),
    ...hindi('/_not-found'),
    // The misspelt address answers too, for old links; the sitemap names the right one.
    ...hindi('/affilate-program'),
    '/og/*',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-static.xml',
  ],
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: PRIVATE.flatMap(hindi) }],
    additionalSitemaps: [`${siteUrl}/sitemap.xml`],
  },
};
