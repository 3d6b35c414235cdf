import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';

// A constant (the Hindi twin exports its own): not-found takes no generateMetadata.
export const metadata = notFoundMetadata(undefined, 'en');

/** Not-found under the bare pages' logo. */
export default function BareNotFound() {
  return <NotFoundScreen />;
}
