import type { CategoryDto } from '@/lib/catalog/categories';

export type Option = { value: string; label: string };

/** The category tree as select options, children indented under their parent. */
export function categoryOptions(tree: CategoryDto[], depth = 0): Option[] {
  return tree.flatMap((c) => [
    { value: c.slug, label: `${'\u00a0\u00a0'.repeat(depth * 2)}${c.title}` },
    ...categoryOptions(c.subCategories, depth + 1),
  ]);
}

/** Query-string values as one string each (Next hands repeated keys over as arrays). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
