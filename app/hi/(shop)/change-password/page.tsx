import * as english from '@/app/(shop)/change-password/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(shop)/change-password/page.tsx (lib/i18n/hindi-route.ts).
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
