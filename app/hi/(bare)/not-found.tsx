import NotFound from '@/app/(bare)/not-found';
import { hindiPage } from '@/lib/i18n/hindi-route';

export { metadata } from '@/app/(bare)/not-found';
export default hindiPage(NotFound);
