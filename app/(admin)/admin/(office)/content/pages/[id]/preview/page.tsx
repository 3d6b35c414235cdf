import type { Metadata } from 'next';
import { articlePreviewPage } from '@/components/admin/content/preview-page';

export const metadata: Metadata = { title: 'Preview page' };

export default articlePreviewPage('pages');
