import English from '@/app/(shop)/team/[[...slug]]/layout';
import { hindiPage } from '@/lib/i18n/hindi-route';

// /hi twin of app/(shop)/team/[[...slug]]/layout.tsx (lib/i18n/hindi-route.ts).
export default hindiPage(English);
