import Link from 'next/link';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { ProductFilters } from '@/components/admin/products/ProductFilters';
import { ProductTable } from '@/components/admin/products/ProductTable';
import { categoryOptions, firstParam } from '@/components/admin/options';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { listAdminProducts } from '@/lib/catalog/admin-products';
import { productListQuery } from '@/lib/catalog/admin-schemas';
import { getCategoryTree } from '@/lib/catalog/categories';
import { listSellerOptions } from '@/lib/catalog/seller-options';

export const metadata: Metadata = { title: 'Products' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: Search }) {
  const user = await requireStaffPage('/admin/products');
  const raw = await searchParams;
  const values = {
    q: firstParam(raw.q),
    category: firstParam(raw.category),
    seller: firstParam(raw.seller),
    active: firstParam(raw.active),
    lowStock: firstParam(raw.lowStock),
  };
  // A hand-edited URL with a bad value falls back to the first page of everything, not an error page.
  const parsed = productListQuery.safeParse({ ...values, page: firstParam(raw.page) });
  const query = parsed.success ? parsed.data : productListQuery.parse({});
  const isAdmin = user.role === 'ADMIN';
  const [page, tree, sellers] = await Promise.all([
    listAdminProducts(user, query),
    getCategoryTree(),
    isAdmin ? listSellerOptions() : Promise.resolve(null),
  ]);
  return (
    <>
      <PageHeader
        title="Products"
        description={isAdmin ? 'Every seller’s products.' : 'Your products.'}
        actions={
          <Link href="/admin/products/new" className="btn btn-primary">
            New product
          </Link>
        }
      />
      <ProductFilters
        values={values}
        categories={categoryOptions(tree)}
        sellers={sellers?.map((s) => ({ value: s.slug, label: s.name })) ?? null}
      />
      <ProductTable items={page.items} showSeller={isAdmin} />
      <Pager page={page.page} size={page.size} total={page.total} basePath="/admin/products" params={values} />
    </>
  );
}
