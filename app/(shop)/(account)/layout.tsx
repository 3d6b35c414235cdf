import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/QueryProvider';

/** The shopper's own screens share one query cache; the catalogue pages beside them do without. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
