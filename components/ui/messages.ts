/**
 * The page-state texts (loading, empty, failed) in one place, so pages and tests use the same words.
 * A feature's own texts live beside it (content/, team/, payments/ messages.ts): every shop page's
 * error boundary loads this module, and with it every text here. The home page's is in Common (messages/en/Common.json).
 */
export const LISTING_LOAD_FAILED = 'Failed to fetch products. Please try again later.';
export const BLOG_LOAD_FAILED = 'Failed to load blogs. Please try again later.';
export const BLOG_EMPTY = 'No blog posts available yet.';
export const ARTICLE_NOT_FOUND = 'Article not found';
export const NO_INFORMATION = 'No information available';
