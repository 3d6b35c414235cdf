import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { CategoryForm } from '@/components/admin/categories/CategoryForm';
import { CategoryTree, type CategoryNode } from '@/components/admin/categories/CategoryTree';
import type { Option } from '@/components/admin/options';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { listAdminCategories, type AdminCategory } from '@/lib/catalog/admin-categories';

export const metadata: Metadata = { title: 'Categories' };

function toNodes(tree: AdminCategory[], parentSlug: string | null): CategoryNode[] {
  return tree.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    imageUrl: c.imageUrl,
    parentSlug,
    displayOrder: c.displayOrder,
    productCount: c.productCount,
    translations: c.translations,
    children: toNodes(c.children, c.slug),
  }));
}

function parentOptions(tree: AdminCategory[], depth = 0): Option[] {
  return tree.flatMap((c) => [
    { value: c.slug, label: `${'\u00a0\u00a0'.repeat(depth * 2)}${c.title}` },
    ...parentOptions(c.children, depth + 1),
  ]);
}

export default async function CategoriesPage() {
  const user = await requireAdminPage('/admin/categories');
  const tree = await listAdminCategories(user);
  const parents = parentOptions(tree);
  return (
    <AdminListPage
      title="Categories"
      description="Nested as in the shop’s menu; lower order comes first."
      newForm={{ title: 'New category', form: <CategoryForm parents={parents} />, width: 'narrow' }}
    >
      <CategoryTree roots={toNodes(tree, null)} parents={parents} />
    </AdminListPage>
  );
}
