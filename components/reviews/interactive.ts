/** The reviews' interactive parts, one chunk loaded on first use by ReviewsLoader. */
export { ReviewsBrowser } from './ReviewsBrowser';
export { ReviewWriter } from './ReviewWriter';
