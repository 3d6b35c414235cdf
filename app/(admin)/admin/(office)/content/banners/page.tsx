import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/ContentListScreen';

export const metadata: Metadata = { title: 'Banners' };

export default function BannersPage() {
  return <ContentListScreen kind="banners" />;
}
