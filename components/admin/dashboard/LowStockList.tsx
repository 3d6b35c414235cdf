import Link from 'next/link';
import { STANDARD_LABEL } from '@/lib/catalog/variants';
import { AdminCard } from '../AdminCard';

type Item = { id: number; title: string; variantId: number; label: string; stock: number };

/** "Darjeeling — 500 g": the pack that runs low, not just its product; a plain product's one pack needs no label. */
const nameOf = (p: Item) => (p.label && p.label !== STANDARD_LABEL ? `${p.title} — ${p.label}` : p.title);

/** Active packs about to run out, fewest first, each a link to its product's stock panel. */
export function LowStockList({ items }: { items: Item[] }) {
  const all = (
    <Link href="/admin/products?lowStock=true" className="text-sm text-leaf-700 hover:underline">
      All
    </Link>
  );
  return (
    <AdminCard id="low-stock" title="Low stock" headingClassName="font-semibold" action={all}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">Every product is well stocked.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {items.map((p) => (
            <li key={p.variantId} className="flex justify-between gap-3 py-1.5">
              <Link href={`/admin/products/${p.id}`} className="text-leaf-800 hover:underline">
                {nameOf(p)}
              </Link>
              <span className={`tabular-nums font-semibold ${p.stock === 0 ? 'text-spice-700' : ''}`}>{p.stock}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
