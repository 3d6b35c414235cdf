import * as english from '@/app/(bare)/reset-password-sent/page';
import { hindiMetadata, hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(bare)/reset-password-sent/page.tsx (lib/i18n/hindi-route.ts).
export const generateMetadata = hindiMetadata(english);
export default hindiPage(english.default);
