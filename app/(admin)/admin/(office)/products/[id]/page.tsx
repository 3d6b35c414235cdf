import { createHash } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/PageHeader';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { StockHistory } from '@/components/admin/products/StockHistory';
import { PriceStockPanel } from '@/components/admin/products/PriceStockPanel';
import { PackGrid } from '@/components/admin/products/PackGrid';
import { ProductOptions } from '@/components/admin/products/ProductOptions';
import { categoryOptions } from '@/components/admin/options';
import { orNotFound } from '@/components/admin/not-found';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getAdminProduct, listStockAdjustments, type AdminProduct } from '@/lib/catalog/admin-products';
import { getCategoryTree } from '@/lib/catalog/categories';

export const metadata: Metadata = { title: 'Edit product' };

/**
 * The product form starts again from the saved product when what it edits changed, not when the
 * price or stock panel, the options or the pack grid saved: that would throw away pictures or text
 * being edited meanwhile.
 */
function formVersion({
  price: _p,
  mrp: _m,
  stock: _s,
  updatedAt: _u,
  options: _o,
  variants: _v,
  packs: _n,
  ...edited
}: AdminProduct): string {
  return createHash('sha1').update(JSON.stringify(edited)).digest('hex');
}

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireStaffPage(`/admin/products/${id}`);
  const [product, history, tree] = await Promise.all([
    orNotFound(getAdminProduct(user, id)),
    orNotFound(listStockAdjustments(user, id)),
    getCategoryTree(),
  ]);
  return (
    <>
      <PageHeader
        title={product.title}
        description={`${product.seller.name} · ${product.isActive ? 'Active' : 'Hidden'}`}
        actions={
          <Link href={`/products/${product.slug}`} className="btn btn-outline" target="_blank">
            View in shop
          </Link>
        }
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <ProductForm key={formVersion(product)} product={product} categories={categoryOptions(tree)} sellers={null} />
          <ProductOptions
            key={JSON.stringify(product.options)}
            productId={product.id}
            options={product.options}
            hindiName={product.translations.hi?.optionName}
          />
          <PackGrid productId={product.id} packs={product.variants} options={product.options} />
        </div>
        <div className="space-y-5">
          {/* product-level price and stock mean the one pack; with several, each is set in the pack grid */}
          {product.variants.length === 1 && (
            <PriceStockPanel
              key={product.updatedAt + product.stock}
              productId={product.id}
              price={product.price}
              mrp={product.mrp}
              stock={product.stock}
            />
          )}
          <StockHistory entries={history} packs={product.variants} />
        </div>
      </div>
    </>
  );
}
