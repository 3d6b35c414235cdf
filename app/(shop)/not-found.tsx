import type { Metadata } from 'next';
import { NotFoundView } from '@/components/content/NotFoundView';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Any unknown shop path: the themed page inside the header and footer, with a 404 status. */
export default function ShopNotFound() {
  return <NotFoundView />;
}
