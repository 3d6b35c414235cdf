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
  // Second addresses for two pages, each served by one implementation (the query string is kept).
  async redirects() {
    return [
      // The old header link's misspelling: permanent, so bookmarks and search engines move over.
      { source: '/affilate-program', destination: '/affiliate-program', permanent: true },
      // The reset link's page also takes ?token= here; one page checks tokens.
      { source: '/reset-password', destination: '/account/reset-password', permanent: false },
    ];
  },
};

export default nextConfig;
