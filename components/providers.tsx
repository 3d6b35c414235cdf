'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';

/**
 * Toasts for every page (3 s: long enough to read a short message, short enough not to pile up).
 * sonner (~10 KB gzip) is fetched after hydration, not in the first load; a plain import() rather
 * than next/dynamic, whose loader would itself add ~1.5 KB to every page. Toasts raised before it
 * arrives wait in sonner's queue (lib/notify.ts imports the same module).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void import('sonner').then((m) => setToaster(() => m.Toaster));
  }, []);
  return (
    <>
      {children}
      {Toaster && <Toaster position="top-center" duration={3000} richColors closeButton />}
    </>
  );
}
