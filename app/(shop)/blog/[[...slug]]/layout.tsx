import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/**
 * The words the blog's client leaves read: the copy-link button's, and the error boundary's. A layout
 * sits outside its segment's error.tsx, so this is the boundary's server parent (a client error
 * boundary can only get messages from above it).
 */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <ClientMessages only={['Blog.share', 'Errors.load']}>{children}</ClientMessages>;
}
