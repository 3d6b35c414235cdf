import { useTranslations } from 'next-intl';
import { Stars } from '@/components/ui/Stars';
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
import { STANDARD_LABEL } from '@/lib/catalog/variants';
import { BenefitsPanel } from './BenefitsPanel';
import { CheckDelivery } from './CheckDelivery';
import { NotifyMe } from './NotifyMe';
import { PackPicker } from './PackPicker';
import { PackPrice } from './PackPrice';
import { ProductOffers } from './ProductOffers';
import { PurchasePanel } from './PurchasePanel';

/** The usual option name (the demo's and most sellers'): shown as the page's own word for it. */
const PACK_SIZE = 'Pack size';

/**
 * Title, category, seller, codes, the pack picker (when there is a choice), the chosen pack's price,
 * discount and stock, and the buy buttons for that pack.
 */
export function ProductSummary({ product: p, pack }: { product: ProductDto; pack: VariantDto }) {
  const t = useTranslations('Product');
  const facts = [
    {
      label: t('facts.category'),
      value: p.parentCategory ? `${p.parentCategory.name} › ${p.categoryName}` : p.categoryName,
    },
    { label: t('facts.seller'), value: p.sellerName },
    { label: t('facts.hsnCode'), value: p.hsnCode ?? '—' },
    { label: t('facts.hsCode'), value: p.hsCode ?? '—' },
    // The one pack of a product without sizes is 'Standard' in the data: named in the page's language.
    { label: t('facts.size'), value: pack.label === STANDARD_LABEL ? t('standardPack') : pack.label },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="eyebrow">{p.categoryName}</p>
        <h1 className="mt-2 text-3xl font-semibold leading-tight text-leaf-950 sm:text-4xl">{p.title}</h1>
        {/* The mean of its buyers' reviews, a link to them; nobody has reviewed it yet: no stars (no fake 0.0). */}
        {p.ratingCount > 0 && (
          <a href="#reviews" className="mt-3 inline-block">
            <Stars rating={p.rating} count={p.ratingCount} size={18} />
          </a>
        )}
      </div>
      {p.variants.length > 1 && (
        <PackPicker
          slug={p.slug}
          legend={p.options.length === 1 && p.options[0].name !== PACK_SIZE ? p.options[0].name : t('packSize')}
          packs={p.variants.map((v) => ({
            sku: v.sku,
            label: v.label,
            price: v.sellingPrice,
            soldOut: v.stockQuantity <= 0,
          }))}
          chosen={pack.sku}
        />
      )}
      <PackPrice pack={pack} />
      <ProductOffers product={p} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 text-sm">
        {facts.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-muted">{f.label}</dt>
            <dd className="font-medium text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      {/* Keyed by pack: a new pack starts again at quantity 1, within its own stock. */}
      <PurchasePanel
        key={pack.id}
        productId={p.id}
        variantId={pack.id}
        slug={p.slug}
        stock={pack.stockQuantity}
        price={pack.sellingPrice}
      />
      {pack.stockQuantity <= 0 && <NotifyMe slug={p.slug} variantId={pack.id} sku={pack.sku} />}
      <CheckDelivery productId={p.id} variantId={pack.id} />
      <BenefitsPanel />
    </div>
  );
}
