import type { Metadata } from 'next';
import { CategoryForm } from '@/components/admin/categories/CategoryForm';
import { CategoryTree, type CategoryNode } from '@/components/admin/categories/CategoryTree';
import { PageHeader } from '@/components/admin/PageHeader';
import { categoryOptions } from '@/components/admin/options';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { getCategoryTree, type CategoryDto } from '@/lib/catalog/categories';

export const metadata: Metadata = { title: 'Categories' };

/** The tree comes ordered by display order; a node's position among its siblings is its order. */
function toNodes(tree: CategoryDto[], parentSlug: string | null): CategoryNode[] {
  return tree.map((c, i) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    imageUrl: c.imageUrl,
    parentSlug,
    displayOrder: i,
    children: toNodes(c.subCategories, c.slug),
  }));
}

export default async function CategoriesPage() {
  await requireAdminPage('/admin/categories');
  const tree = await getCategoryTree();
  const parents = categoryOptions(tree);
  return (
    <>
      <PageHeader title="Categories" description="Nested as in the shop’s menu; lower order comes first." />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <CategoryTree roots={toNodes(tree, null)} parents={parents} />
        <section aria-labelledby="new-category" className="rounded-2xl bg-white p-5 shadow-card">
          <h2 id="new-category" className="mb-3 font-semibold">New category</h2>
          <CategoryForm parents={parents} />
        </section>
      </div>
    </>
  );
}
