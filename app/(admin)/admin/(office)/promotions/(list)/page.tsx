import type { Metadata } from 'next';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { PromotionsScreen } from '@/components/promotions/PromotionsScreen';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { listPromotions } from '@/lib/offers/admin-promotions';
import { promotionListQuery } from '@/lib/offers/promotion-schemas';

export const metadata: Metadata = { title: 'Promotions' };

const FILTERS = ['q', 'status'] as const;

export default async function PromotionsPage({ searchParams }: ListScreenProps) {
  const user = await requireStaffPage('/admin/promotions');
  const { values, query } = await readListQuery(searchParams, promotionListQuery, FILTERS);
  const page = await listPromotions(user, query);
  return <PromotionsScreen page={page} values={values} isAdmin={user.role === 'ADMIN'} />;
}
