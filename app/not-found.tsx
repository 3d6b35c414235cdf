import type { Metadata } from 'next';
import { NotFoundView } from '@/components/content/NotFoundView';
import { Logo } from '@/components/layout/Logo';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Not-found outside the shop layout (bare pages): the same themed page under the logo. */
export default function RootNotFound() {
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-shop flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main id="main">
        <NotFoundView />
      </main>
    </>
  );
}
