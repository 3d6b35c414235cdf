import type { StockAdjustmentDto } from '@/lib/catalog/admin-products';
import type { VariantDto } from '@/lib/catalog/products';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { AdminCard } from '../AdminCard';

type Props = { entries: StockAdjustmentDto[]; packs?: Pick<VariantDto, 'id' | 'label'>[] };

/** The latest stock changes of one product, newest first; each names its pack when there are several. */
export function StockHistory({ entries, packs = [] }: Props) {
  const labels = new Map(packs.length > 1 ? packs.map((p) => [p.id, p.label]) : []);
  return (
    <AdminCard id="stock-history" title="Stock history">
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No changes yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {entries.slice(0, 20).map((e) => (
            <li key={e.id} className="flex justify-between gap-3 py-1.5">
              <span>
                <span className={`font-semibold tabular-nums ${e.delta < 0 ? 'text-spice-700' : 'text-leaf-700'}`}>
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </span>
                {' → '}
                {e.quantityAfter} · {e.variantId !== null && labels.has(e.variantId) && `${labels.get(e.variantId)} · `}
                {e.reason}
              </span>
              <time dateTime={e.at} className="shrink-0 text-xs text-muted">
                {formatIstDateTime(e.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
