import Link from 'next/link';
import { ORDER_STATUSES } from '@/lib/db/schema';
import { statusLabel } from '@/components/orders/format';

/** The queue's status filter as links, so a tab can be bookmarked; the search text is kept. */
export function StatusTabs({ current, q }: { current?: string; q?: string }) {
  const link = (status?: string) => {
    const query = new URLSearchParams();
    if (status) query.set('status', status);
    if (q) query.set('q', q);
    const qs = query.toString();
    return qs ? `/admin/orders?${qs}` : '/admin/orders';
  };
  const tabs: { status?: string; label: string }[] = [
    { label: 'All' },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: statusLabel(s) })),
  ];
  return (
    <nav aria-label="Order status" className="mb-3 flex gap-1 overflow-x-auto pb-1">
      {tabs.map((t) => {
        const on = (t.status ?? '') === (current ?? '');
        return (
          <Link
            key={t.label}
            href={link(t.status)}
            aria-current={on ? 'page' : undefined}
            className={`shrink-0 rounded-full px-3 py-1.5 text-sm ${on ? 'bg-leaf-700 font-semibold text-white' : 'bg-white text-leaf-900 hover:bg-leaf-100'}`}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
