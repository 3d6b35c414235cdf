import * as english from '@/app/(shop)/not-found/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(shop)/not-found/page.tsx (lib/i18n/hindi-route.ts).
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
