import Link from 'next/link';
import type { AdminProductListItem } from '@/lib/catalog/admin-products';
import { formatRupees } from '@/lib/money';

/** One row per product: picture, title, seller, prices, stock and whether shoppers can see it. */
export function ProductTable({ items, showSeller }: { items: AdminProductListItem[]; showSeller: boolean }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            {showSeller && (
              <th scope="col" className="px-3 py-2">
                Seller
              </th>
            )}
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              MRP
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Stock
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-b border-line/60 last:border-0">
              <td className="px-3 py-2">
                <div className="flex items-center gap-3">
                  {p.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small back-office thumbnail, no optimisation needed
                    <img src={p.imageUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-md object-cover" />
                  ) : (
                    <span className="h-10 w-10 rounded-md bg-sand-100" aria-hidden />
                  )}
                  <div>
                    <Link href={`/admin/products/${p.id}`} className="font-medium text-leaf-800 hover:underline">
                      {p.title}
                    </Link>
                    <p className="text-xs text-muted">{p.category.title}</p>
                  </div>
                </div>
              </td>
              {showSeller && <td className="px-3 py-2">{p.seller.name}</td>}
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(p.price)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(p.mrp)}</td>
              <td
                className={`px-3 py-2 text-right tabular-nums ${p.stock <= 10 ? 'font-semibold text-spice-600' : ''}`}
              >
                {p.stock}
              </td>
              <td className="px-3 py-2">{p.isActive ? 'Active' : <span className="text-muted">Hidden</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
