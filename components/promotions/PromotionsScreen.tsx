import type { ComponentProps } from 'react';
import { AdminListPage } from '../admin/AdminListPage';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { Page } from '@/lib/validation/paging';
import { PromotionFilters } from './PromotionFilters';
import { PromotionTable } from './PromotionTable';

type Props = {
  page: Page<AdminPromotion>;
  values: { q?: string; status?: string };
  pager: ComponentProps<typeof AdminListPage>['pager'];
  isAdmin: boolean;
};

/** The promotions list: admins see the whole shop's and every seller's, a seller's member its own. */
export function PromotionsScreen({ page, values, pager, isAdmin }: Props) {
  return (
    <AdminListPage
      title="Promotions"
      description={isAdmin ? 'Codes and automatic offers across the shop.' : 'Your codes and offers on your products.'}
      newLink={{ href: '/admin/promotions/new', label: 'New promotion' }}
      pager={pager}
    >
      <PromotionFilters values={values} />
      <PromotionTable items={page.items} showSeller={isAdmin} />
    </AdminListPage>
  );
}
