import * as english from '@/app/(bare)/unsubscribe/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(bare)/unsubscribe/page.tsx (lib/i18n/hindi-route.ts).
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
