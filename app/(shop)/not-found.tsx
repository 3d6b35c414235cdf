import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';

// A constant (the Hindi twin exports its own): not-found takes no generateMetadata.
export const metadata = notFoundMetadata(undefined, 'en');

/** Any unknown shop path: the themed page inside the header and footer, with a 404 status. */
export default function ShopNotFound() {
  return <NotFoundScreen />;
}
