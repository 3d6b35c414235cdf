import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/config';

// The site URL is a runtime setting (SITE_URL), so robots.txt is answered per request.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = getSiteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/admin', '/cart', '/checkout', '/orders', '/order', '/payment/', '/profile', '/change-password', '/login', '/new', '/forgot-password', '/reset-password', '/reset-password-sent', '/account/'],
      },
    ],
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
