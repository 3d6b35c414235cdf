import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { categoryOptions } from '@/components/admin/options';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getCategoryTree } from '@/lib/catalog/categories';
import { listSellerOptions } from '@/lib/catalog/seller-options';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  const user = await requireStaffPage('/admin/products/new');
  const [tree, sellers] = await Promise.all([getCategoryTree(), user.role === 'ADMIN' ? listSellerOptions() : null]);
  return (
    <>
      <PageHeader title="New product" />
      <ProductForm
        categories={categoryOptions(tree)}
        sellers={sellers?.map((s) => ({ value: s.slug, label: s.name })) ?? null}
      />
    </>
  );
}
