import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { SettingsForm } from '@/components/admin/settings/SettingsForm';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { getSettingsJson } from '@/lib/settings/settings';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  const user = await requireAdminPage('/admin/settings');
  const settings = await getSettingsJson(user);
  return (
    <>
      <PageHeader
        title="Settings"
        description="The shop’s identity on every page, mail and invoice; the charges every cart and order is priced with."
      />
      <SettingsForm initial={settings} />
    </>
  );
}
