import Link from 'next/link';

type Item = { id: number; title: string; stock: number | null };

/** Active products about to run out, fewest first, each a link to its stock panel. */
export function LowStockList({ items }: { items: Item[] }) {
  return (
    <section aria-labelledby="low-stock" className="rounded-2xl bg-white p-5 shadow-card">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id="low-stock" className="font-semibold">
          Low stock
        </h2>
        <Link href="/admin/products?lowStock=true" className="text-sm text-leaf-700 hover:underline">
          All
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">Every product is well stocked.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {items.map((p) => (
            <li key={p.id} className="flex justify-between gap-3 py-1.5">
              <Link href={`/admin/products/${p.id}`} className="text-leaf-800 hover:underline">
                {p.title}
              </Link>
              <span className={`tabular-nums font-semibold ${(p.stock ?? 0) === 0 ? 'text-spice-700' : ''}`}>
                {p.stock ?? 0}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
