import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { CatalogCsvActions } from '@/components/admin/products/csv/CatalogCsvActions';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { ProductFilters } from '@/components/admin/products/ProductFilters';
import { ProductTable } from '@/components/admin/products/ProductTable';
import { categoryOptions } from '@/components/admin/options';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { listAdminProducts } from '@/lib/catalog/admin-products';
import { productListQuery } from '@/lib/catalog/admin-schemas';
import { getCategoryTree } from '@/lib/catalog/categories';
import { listSellerOptions } from '@/lib/catalog/seller-options';

export const metadata: Metadata = { title: 'Products' };

const FILTERS = ['q', 'category', 'seller', 'active', 'lowStock'] as const;

export default async function ProductsPage({ searchParams }: ListScreenProps) {
  const user = await requireStaffPage('/admin/products');
  const { values, query } = await readListQuery(searchParams, productListQuery, FILTERS);
  const isAdmin = user.role === 'ADMIN';
  const [page, tree, sellers] = await Promise.all([
    listAdminProducts(user, query),
    getCategoryTree(),
    isAdmin ? listSellerOptions() : Promise.resolve(null),
  ]);
  return (
    <AdminListPage
      title="Products"
      description={isAdmin ? 'Every seller’s products.' : 'Your products.'}
      newLink={{ href: '/admin/products/new', label: 'New product' }}
      pager={{ list: page, basePath: '/admin/products', params: values }}
    >
      <CatalogCsvActions scope={isAdmin ? 'every seller’s products' : 'your products'} />
      <ProductFilters
        values={values}
        categories={categoryOptions(tree)}
        sellers={sellers?.map((s) => ({ value: s.slug, label: s.name })) ?? null}
      />
      <ProductTable items={page.items} showSeller={isAdmin} />
    </AdminListPage>
  );
}
