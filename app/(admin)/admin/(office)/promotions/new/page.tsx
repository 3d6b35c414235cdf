import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { PromotionForm } from '@/components/promotions/PromotionForm';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { promotionScopeChoices } from '@/lib/offers/admin-promotions';

export const metadata: Metadata = { title: 'New promotion' };

export default async function NewPromotionPage() {
  const user = await requireStaffPage('/admin/promotions/new');
  const choices = await promotionScopeChoices(user);
  return (
    <>
      <PageHeader title="New promotion" description="Dates and times are India Standard Time." />
      <PromotionForm choices={choices} />
    </>
  );
}
