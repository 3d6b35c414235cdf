import type { ReactNode } from 'react';
import { PartMessages } from '@/components/content/PartMessages';

/**
 * The words the blog's client leaves read: the copy-link button's, and the error boundary's. A layout
 * sits outside its segment's error.tsx, so this is the boundary's server parent (a client error
 * boundary can only get messages from above it). 'Common': the shared words of the components/ui
 * pieces inside (the error view), once they have any.
 */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <PartMessages parts={['Blog.share', 'Errors.load', 'Common']}>{children}</PartMessages>;
}
