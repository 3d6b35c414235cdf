import NotFound from '@/app/(shop)/not-found';
import { hindiPage } from '@/lib/i18n/hindi-route';

export { metadata } from '@/app/(shop)/not-found';
export default hindiPage(NotFound);
