import { BareChrome } from '@/components/layout/BareChrome';
import { rootLayout } from '@/components/layout/root-layout';
import { rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

/** Login, sign-up and password pages in English (app/hi/(bare) is the Hindi twin): never indexed. */
const bare = rootLayout('en', BareChrome, { robots: { index: false, follow: true } });

export const generateMetadata = bare.generateMetadata;
export const viewport = rootViewport;
export default bare.Layout;
