import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @type {import('next').NextConfig} */
const securityHeaders = [
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
  // Native or WASM packages are loaded from node_modules at run time, never bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    '@node-rs/argon2',
    'sharp',
    'sanitize-html',
    'razorpay',
    'nodemailer',
  ],
  // Both caches: only real pages are kept, and with DATABASE_URL they are shared by every instance
  // (lib/cache/handlers, docs/decisions.md). Each handler picks its store at run time.
  cacheHandler: require.resolve('./lib/cache/handlers/isr.mjs'),
  cacheHandlers: { default: require.resolve('./lib/cache/handlers/use-cache.mjs') },
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
};

/**
 * `next build` also writes a self-contained server (.next/standalone) for containers
 * (docs/deploy.md). Only at build: `npm start` runs `next start`, which would warn at every start
 * if the server saw `output: 'standalone'`.
 */
const config = (phase) => ({ ...nextConfig, output: phase === 'phase-production-build' ? 'standalone' : undefined });
export default config;
