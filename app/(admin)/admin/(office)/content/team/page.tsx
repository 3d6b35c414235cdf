import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/ContentListScreen';

export const metadata: Metadata = { title: 'Team' };

export default function TeamAdminPage() {
  return <ContentListScreen kind="team" />;
}
