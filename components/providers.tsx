'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';

// Mounted after hydration: keeps sonner (~10 KB gzip) out of every page's first load.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** Client-side data cache and toasts (3 s: long enough to read a short message, short enough not to pile up). */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-center" duration={3000} richColors closeButton />
    </QueryClientProvider>
  );
}
