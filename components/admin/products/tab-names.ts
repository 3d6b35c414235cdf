/**
 * The information tabs a seller picks by name. The type is what the database keeps (upper-case,
 * as the API has always taken it); DESCRIPTION is the product's own Description field, not a tab here.
 */
export const TAB_NAMES = [
  { type: 'HOW_TO_USE', title: 'How to use' },
  { type: 'INGREDIENTS', title: 'Ingredients' },
  { type: 'BENEFITS', title: 'Benefits' },
  { type: 'STORAGE', title: 'Storage' },
  { type: 'ORIGIN', title: 'Origin' },
  { type: 'NUTRITION', title: 'Nutrition' },
  { type: 'SHIPPING_RETURNS', title: 'Shipping & returns' },
] as const;

/** Any other tab: the seller types its title. Older tabs of a type not listed show as this too. */
export const OTHER_TAB = 'OTHER';

/** The select's value for a stored tab: its name when it is one of ours, else "Other". */
export function tabChoiceOf(type: string): string {
  return TAB_NAMES.some((n) => n.type === type) ? type : OTHER_TAB;
}

/** The tab after choosing `choice`: a named one takes its title; "Other" keeps a typed title. */
export function chooseTab<T extends { type: string; title: string }>(tab: T, choice: string): T {
  const named = TAB_NAMES.find((n) => n.type === choice);
  if (named) return { ...tab, type: named.type, title: named.title };
  const wasNamed = TAB_NAMES.some((n) => n.title === tab.title);
  return { ...tab, type: OTHER_TAB, title: wasNamed ? '' : tab.title };
}
