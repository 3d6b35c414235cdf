import { Price } from '@/components/ui/Price';
import { Stars } from '@/components/ui/Stars';
import type { ProductDto } from '@/lib/catalog/products';
import { discountPercent } from '@/lib/money';
import { BenefitsPanel } from './BenefitsPanel';
import { PurchasePanel } from './PurchasePanel';

/** Title, category, seller, codes, size, price with discount, stock, and the buy buttons. */
export function ProductSummary({ product: p }: { product: ProductDto }) {
  const off = discountPercent(p.productPrice, p.sellingPrice);
  const stock = p.inventoryDetails.stockQuantity;
  const facts = [
    { label: 'Category', value: p.parentCategory ? `${p.parentCategory.name} › ${p.categoryName}` : p.categoryName },
    { label: 'Seller', value: p.sellerName },
    { label: 'HSN code', value: p.hsnCode ?? '—' },
    { label: 'HS code', value: p.hsCode ?? '—' },
    { label: 'Size', value: p.size ?? 'Standard' },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="eyebrow">{p.categoryName}</p>
        <h1 className="mt-2 text-3xl font-semibold leading-tight text-leaf-950 sm:text-4xl">{p.title}</h1>
        <div className="mt-3">
          <Stars rating={p.rating} count={p.ratingCount} size={18} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Price sellingPrice={p.sellingPrice} productPrice={p.productPrice} size="lg" />
        {off > 0 && (
          <span className="rounded-full bg-spice-50 px-3 py-1 text-sm font-bold text-spice-700">{off}% off</span>
        )}
      </div>
      <p className={`text-sm font-semibold ${stock > 0 ? 'text-leaf-700' : 'text-spice-600'}`}>
        {stock > 0 ? (stock <= 10 ? `Only ${stock} left in stock` : 'In stock') : 'Out of stock'}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 text-sm">
        {facts.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-muted">{f.label}</dt>
            <dd className="font-medium text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      <PurchasePanel productId={p.id} slug={p.slug} stock={stock} price={p.sellingPrice} />
      <BenefitsPanel />
    </div>
  );
}
