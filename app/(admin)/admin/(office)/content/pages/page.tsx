import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/ContentListScreen';

export const metadata: Metadata = { title: 'Pages' };

export default function PagesAdminPage() {
  return <ContentListScreen kind="pages" />;
}
