/**
 * The shop's identity in one place, overridable by environment, so another seller can run
 * the same code under their own name. The defaults are the seeded demo store.
 */
const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function getShop() {
  return {
    name: env('SHOP_NAME', 'Organic Tattva'),
    legalName: env('SHOP_LEGAL_NAME', 'Organic Tattva Naturals Pvt. Ltd.'),
    tagline: env('SHOP_TAGLINE', 'Single-origin organic tea, raw honey and hand-picked spices'),
    logo: env('SHOP_LOGO', '/logo.svg'),
    phone: env('SHOP_PHONE', '+91 98765 43210'),
    email: env('SHOP_EMAIL', 'care@organictattva.example'),
    address: {
      street: env('SHOP_STREET', '14, Tea Garden Lane, Khanapara'),
      city: env('SHOP_CITY', 'Guwahati'),
      state: env('SHOP_STATE', 'Assam'),
      postalCode: env('SHOP_POSTAL_CODE', '781022'),
      country: 'IN',
    },
    supportHours: env('SHOP_SUPPORT_HOURS', '10am to 4pm, on working days'),
    gstin: env('SHOP_GSTIN', '18AABCO1234F1Z5'),
    mapEmbedUrl: env(
      'SHOP_MAP_EMBED_URL',
      'https://www.openstreetmap.org/export/embed.html?bbox=91.78%2C26.11%2C91.85%2C26.16&layer=mapnik',
    ),
    social: {
      facebook: env('SHOP_FACEBOOK', 'https://www.facebook.com/organictattva'),
      instagram: env('SHOP_INSTAGRAM', 'https://www.instagram.com/organictattva'),
      twitter: env('SHOP_TWITTER', 'https://twitter.com/organictattva'),
      youtube: env('SHOP_YOUTUBE', 'https://www.youtube.com/@organictattva'),
      linkedin: env('SHOP_LINKEDIN', 'https://www.linkedin.com/company/organictattva'),
    },
  };
}
