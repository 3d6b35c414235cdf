import type { Metadata } from 'next';
import { staffList, type ListScreenProps } from '@/components/admin/list-query';
import { PromotionsScreen } from '@/components/promotions/PromotionsScreen';
import { listPromotions } from '@/lib/offers/admin-promotions';
import { promotionListQuery } from '@/lib/offers/promotion-schemas';

export const metadata: Metadata = { title: 'Promotions' };

const PROMOTIONS = staffList('/admin/promotions', promotionListQuery, ['q', 'status'], listPromotions);

export default async function PromotionsPage({ searchParams }: ListScreenProps) {
  const { user, values, page, pager } = await PROMOTIONS.load(searchParams);
  return <PromotionsScreen page={page} values={values} pager={pager} isAdmin={user.role === 'ADMIN'} />;
}
