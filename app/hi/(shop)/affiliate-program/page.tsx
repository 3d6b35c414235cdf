import * as english from '@/app/(shop)/affiliate-program/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(shop)/affiliate-program/page.tsx (lib/i18n/hindi-route.ts).
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
