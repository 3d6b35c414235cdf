import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata = notFoundMetadata();

/** Not-found under the bare pages' logo. */
export default function BareNotFound() {
  return <NotFoundScreen />;
}
