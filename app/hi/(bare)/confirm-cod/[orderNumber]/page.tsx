import * as english from '@/app/(bare)/confirm-cod/[orderNumber]/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(bare)/confirm-cod/[orderNumber]/page.tsx (lib/i18n/hindi-route.ts).
export const dynamic = 'force-dynamic';
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
