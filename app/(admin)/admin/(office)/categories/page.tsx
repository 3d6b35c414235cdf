import type { Metadata } from 'next';
import { CategoryForm } from '@/components/admin/categories/CategoryForm';
import { CategoryTree, type CategoryNode } from '@/components/admin/categories/CategoryTree';
import { PageHeader } from '@/components/admin/PageHeader';
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
    <>
      <PageHeader title="Categories" description="Nested as in the shop’s menu; lower order comes first." />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <CategoryTree roots={toNodes(tree, null)} parents={parents} />
        <section aria-labelledby="new-category" className="rounded-2xl bg-white p-5 shadow-card">
          <h2 id="new-category" className="mb-3 font-semibold">
            New category
          </h2>
          <CategoryForm parents={parents} />
        </section>
      </div>
    </>
  );
}
