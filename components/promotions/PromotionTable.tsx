import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { formatRupees } from '@/lib/money';
import { PROMOTION_STATUS_LABEL, type PromotionStatus } from '@/lib/offers/status';
import { DataTable, type Column } from '../admin/DataTable';
import { LinkedTitle, StatusPill } from '../admin/cells';
import { offerTerms } from './offer-terms';
import { PauseButton } from './PauseButton';

const TONE: Record<PromotionStatus, string> = {
  SCHEDULED: 'bg-honey-100 text-honey-700',
  RUNNING: 'bg-leaf-100 text-leaf-800',
  PAUSED: 'bg-sand-100',
  ENDED: 'bg-sand-100 text-muted',
  USED_UP: 'bg-spice-50 text-spice-700',
};

function PromotionStatusPill({ status }: { status: PromotionStatus }) {
  return <StatusPill tone={TONE[status]}>{PROMOTION_STATUS_LABEL[status]}</StatusPill>;
}

/** The promotions list's columns; the seller's only for admins, who see every seller's promotions. */
const columns = (showSeller: boolean): (Column<AdminPromotion> | false)[] => [
  {
    header: 'Promotion',
    cell: (p) => <LinkedTitle href={`/admin/promotions/${p.id}`} title={p.code ?? 'Automatic'} note={p.title} />,
  },
  showSeller && { header: 'Seller', cell: (p) => p.seller?.name ?? 'Whole shop' },
  { header: 'Offer', cell: offerTerms },
  { header: 'Status', cell: (p) => <PromotionStatusPill status={p.status} /> },
  {
    header: 'Used',
    align: 'right',
    cell: (p) => (p.totalLimit === null ? p.redemptions : `${p.redemptions} / ${p.totalLimit}`),
  },
  { header: 'Discount given', align: 'right', cell: (p) => formatRupees(p.discountGiven) },
  { header: 'Revenue', align: 'right', cell: (p) => formatRupees(p.revenue) },
  {
    header: 'Dates (IST)',
    className: 'whitespace-nowrap text-xs',
    cell: (p) => (
      <>
        {formatIstDateTime(p.startsAt)}
        <span className="block text-muted">{p.endsAt ? `to ${formatIstDateTime(p.endsAt)}` : 'no end'}</span>
      </>
    ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (p) =>
      p.status !== 'ENDED' &&
      p.status !== 'USED_UP' && <PauseButton id={p.id} title={p.code ?? p.title} active={p.active} />,
  },
];

/** Promotions, newest first, with how each is doing: uses, what it gave away and what the orders brought in. */
export function PromotionTable({ items, showSeller }: { items: AdminPromotion[]; showSeller: boolean }) {
  return <DataTable label="Promotions" rows={items} empty="No promotions match." columns={columns(showSeller)} />;
}
