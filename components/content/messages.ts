/** The content pages' texts (contact form, sitemap), as the spec words them. */
export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';
export const SITEMAP_NOT_FOUND = 'Resource not found. Please check your API endpoints.';
export const SITEMAP_FAILED = 'Failed to load sitemap data. Please try again later.';
