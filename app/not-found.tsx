import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { Logo } from '@/components/layout/Logo';

export const metadata = notFoundMetadata();

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
        <NotFoundScreen />
      </main>
    </>
  );
}
