import type { AdminProductListItem } from '@/lib/catalog/admin-products';
import { formatRupees } from '@/lib/money';
import { DataTable } from '../DataTable';
import { RecordLink } from '../cells';

function ProductCell({ p }: { p: AdminProductListItem }) {
  return (
    <div className="flex items-center gap-3">
      {p.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- small back-office thumbnail, no optimisation needed
        <img src={p.imageUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-md object-cover" />
      ) : (
        <span className="h-10 w-10 rounded-md bg-sand-100" aria-hidden />
      )}
      <div>
        <RecordLink href={`/admin/products/${p.id}`}>{p.title}</RecordLink>
        <p className="text-xs text-muted">
          {p.category.title}
          {p.packs > 1 && ` · ${p.packs} packs`}
        </p>
      </div>
    </div>
  );
}

/** One row per product: picture, title, seller, prices, stock and whether shoppers can see it. */
export function ProductTable({ items, showSeller }: { items: AdminProductListItem[]; showSeller: boolean }) {
  return (
    <DataTable
      label="Products"
      rows={items}
      columns={[
        { header: 'Product', cell: (p) => <ProductCell p={p} /> },
        showSeller && { header: 'Seller', cell: (p) => p.seller.name },
        // the default pack's (the first in stock), as the shop shows it
        { header: 'Price', align: 'right', cell: (p) => formatRupees(p.price) },
        { header: 'MRP', align: 'right', cell: (p) => formatRupees(p.mrp) },
        {
          header: 'Stock',
          align: 'right',
          className: (p) => (p.stock <= 10 ? 'font-semibold text-spice-600' : ''),
          cell: (p) => p.stock,
        },
        { header: 'Status', cell: (p) => (p.isActive ? 'Active' : <span className="text-muted">Hidden</span>) },
      ]}
    />
  );
}
