'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/ui/Skeleton';
import { ORDER_FILTERS, filterAndSortOrders, type OrderFilter, type OrderSort } from '@/lib/commerce/order-filters';
import { OrderCard } from './OrderCard';
import { useOrders } from './useOrders';

/** The filters' message keys (lib/commerce/order-filters.ts keeps the English the API's callers read). */
const FILTER_KEYS: Record<OrderFilter, 'all' | 'pending' | 'shipped' | 'completed'> = {
  ALL: 'all',
  PENDING: 'pending',
  SHIPPED: 'shipped',
  COMPLETED: 'completed',
};

/** /orders: Newest/Oldest toggle, the status filter, the cards. */
export function OrderHistory() {
  const t = useTranslations('Orders.history');
  const [filter, setFilter] = useState<OrderFilter>('ALL');
  const [sort, setSort] = useState<OrderSort>('newest');
  const orders = useOrders();
  const shown = filterAndSortOrders(orders.data ?? [], filter, sort);

  return (
    <div className="mt-6 grid gap-6 md:grid-cols-[220px_1fr]">
      <div className="space-y-4">
        <div role="group" aria-label={t('sort')} className="inline-flex rounded-full border border-line bg-white p-1">
          {(['newest', 'oldest'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sort === s}
              onClick={() => setSort(s)}
              className={`rounded-full px-4 py-1.5 text-sm font-medium ${sort === s ? 'bg-leaf-700 text-white' : 'text-leaf-800'}`}
            >
              {s === 'newest' ? t('newest') : t('oldest')}
            </button>
          ))}
        </div>
        <nav aria-label={t('filter')} className="flex flex-wrap gap-2 md:flex-col">
          {ORDER_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={`rounded-2xl px-4 py-2 text-left text-sm font-medium ${filter === f.value ? 'bg-leaf-50 text-leaf-900 ring-1 ring-leaf-200' : 'text-muted hover:bg-sand-50'}`}
            >
              {t(`filters.${FILTER_KEYS[f.value]}`)}
            </button>
          ))}
        </nav>
      </div>
      <div>
        {orders.isPending ? (
          <Spinner label={t('loading')} />
        ) : orders.isError ? (
          <p role="alert" className="rounded-3xl bg-spice-50 p-6 text-spice-700">
            {t('loadFailed')}
          </p>
        ) : shown.length ? (
          <ul className="space-y-4">
            {shown.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl border border-dashed border-line bg-white p-10 text-center text-muted">
            {t(`empty.${FILTER_KEYS[filter]}`)}
          </p>
        )}
      </div>
    </div>
  );
}
