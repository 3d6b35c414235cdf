/** The page-state texts (loading, empty, failed) in one place, so pages and tests use the same words. */
export const HOME_LOAD_FAILED = 'Failed to load data. Please try again later.';
export const LISTING_LOAD_FAILED = 'Failed to fetch products. Please try again later.';
export const BLOG_LOAD_FAILED = 'Failed to load blogs. Please try again later.';
export const BLOG_EMPTY = 'No blog posts available yet.';
export const ARTICLE_NOT_FOUND = 'Article not found';
export const NO_INFORMATION = 'No information available';
export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';
export const SITEMAP_NOT_FOUND = 'Resource not found. Please check your API endpoints.';
export const SITEMAP_FAILED = 'Failed to load sitemap data. Please try again later.';
export const NO_OPEN_POSITIONS = 'There are no open positions at the moment.';
/** Shown after 'Error: ' when the team cannot load: production builds hide the server's own message. */
export const TEAM_LOAD_FAILED = 'We could not load the team right now. Please try again.';
