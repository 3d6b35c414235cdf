import type { VariantDto } from '@/lib/catalog/products';
import { PackMoves } from './PackMoves';
import { PackRow } from './PackRow';
import type { ProductOption } from './pack-form-state';
import { AdminCard } from '../AdminCard';

type Props = { productId: number; packs: VariantDto[]; options: ProductOption[] };

/** A row's state starts again from the saved pack once that changed, and keeps unsaved typing otherwise. */
const versionOf = (p: VariantDto) => `${p.id}:${JSON.stringify(p)}`;

/** The product's packs in the order shoppers see them, each saved on its own, and a row to add one. */
export function PackGrid({ productId, packs, options }: Props) {
  const optionsKey = JSON.stringify(options);
  return (
    <AdminCard id="packs-heading" title="Packs" headingClassName="font-semibold">
      <p className="text-sm text-muted">
        Each pack has its own price, stock and SKU. The first one in stock is shown when a shopper has not chosen.
      </p>
      <ul className="divide-y divide-line">
        {packs.map((p, i) => (
          <li key={versionOf(p) + optionsKey}>
            <PackRow productId={productId} pack={p} options={options}>
              <PackMoves productId={productId} variantId={p.id} label={p.label} index={i} count={packs.length} />
            </PackRow>
          </li>
        ))}
        <li key={`new:${packs.length}:${optionsKey}`}>
          <h3 className="pt-3 text-sm font-semibold">Add a pack</h3>
          <PackRow productId={productId} options={options} />
        </li>
      </ul>
    </AdminCard>
  );
}
