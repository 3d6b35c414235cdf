/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), geolocation=(), microphone=(self), payment=(self)' },
];

const nextConfig = {
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
  async redirects() {
    // The spec's sitemap lists this spelling; the page lives at the header's spelling.
    return [{ source: '/affiliate-program', destination: '/affilate-program', permanent: true }];
  },
};

export default nextConfig;
