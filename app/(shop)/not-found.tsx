import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata = notFoundMetadata();

/** Any unknown shop path: the themed page inside the header and footer, with a 404 status. */
export default function ShopNotFound() {
  return <NotFoundScreen />;
}
