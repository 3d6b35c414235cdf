import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { orNotFound } from '@/components/admin/not-found';
import { PromotionForm } from '@/components/promotions/PromotionForm';
import { offerTerms } from '@/components/promotions/offer-terms';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getPromotion, promotionScopeChoices } from '@/lib/offers/admin-promotions';
import { PROMOTION_STATUS_LABEL } from '@/lib/offers/status';

export const metadata: Metadata = { title: 'Edit promotion' };

export default async function EditPromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireStaffPage(`/admin/promotions/${id}`);
  const [promotion, choices] = await Promise.all([orNotFound(getPromotion(user, id)), promotionScopeChoices(user)]);
  return (
    <>
      <PageHeader
        title={promotion.code ?? promotion.title}
        description={`${offerTerms(promotion)} · ${PROMOTION_STATUS_LABEL[promotion.status]} · used ${promotion.redemptions} times`}
      />
      <PromotionForm key={promotion.updatedAt} promotion={promotion} choices={choices} />
    </>
  );
}
