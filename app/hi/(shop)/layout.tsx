import { rootLayout } from '@/components/layout/root-layout';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

/** The Hindi store's root, <html lang="hi">: the same chrome as app/(shop)/layout.tsx in Hindi. */
const shop = rootLayout('hi', ShopChrome);

export const generateMetadata = shop.generateMetadata;
export const viewport = rootViewport;
export default shop.Layout;
