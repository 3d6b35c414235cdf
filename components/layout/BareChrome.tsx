import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/Logo';

/** Login, sign-up and password pages: the logo and one card, nothing to distract. */
export function BareChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-leaf-50),var(--color-cream)_60%)]">
      <header className="container-shop flex h-20 items-center">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        {children}
      </main>
    </div>
  );
}
