import * as english from '@/app/(shop)/(account)/order/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(shop)/(account)/order/page.tsx (lib/i18n/hindi-route.ts).
export const dynamic = 'force-dynamic';
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
