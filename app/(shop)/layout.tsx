import { rootLayout } from '@/components/layout/root-layout';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { rootViewport } from '@/lib/seo/root-metadata';
import '@/app/globals.css';

/** The English store's root: header and footer around every shop page (app/hi/(shop) is its Hindi twin). */
const shop = rootLayout('en', ShopChrome);

export const generateMetadata = shop.generateMetadata;
export const viewport = rootViewport;
export default shop.Layout;
