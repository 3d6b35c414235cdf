import NotFound from '@/app/(shop)/blog/[[...slug]]/not-found';
import { hindiPage } from '@/lib/i18n/hindi-route';

export default hindiPage(NotFound);
