import NotFound from '@/app/(shop)/not-found';
import { hindiPage } from '@/lib/i18n/hindi-route';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata = notFoundMetadata(undefined, 'hi');
export default hindiPage(NotFound);
