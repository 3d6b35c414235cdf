import * as english from '@/app/(shop)/blog/[[...slug]]/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';
import { noStaticParams } from '@/lib/routing/catch-all';

// /hi twin of app/(shop)/blog/[[...slug]]/page.tsx (lib/i18n/hindi-route.ts).
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
