/**
 * The information tabs a seller picks by name: type → title, in the menu's order, keyed like
 * HINDI_TAB_TITLES. The type is what the database keeps (upper-case, as the API has always taken it);
 * DESCRIPTION is the product's own Description field, not a tab here.
 */
export const TAB_TITLES: Readonly<Record<string, string>> = {
  HOW_TO_USE: 'How to use',
  INGREDIENTS: 'Ingredients',
  BENEFITS: 'Benefits',
  STORAGE: 'Storage',
  ORIGIN: 'Origin',
  NUTRITION: 'Nutrition',
  SHIPPING_RETURNS: 'Shipping & returns',
};

/** Any other tab: the seller types its title. Older tabs of a type not listed show as this too. */
export const OTHER_TAB = 'OTHER';

const isNamed = (type: string) => Object.hasOwn(TAB_TITLES, type);

/** The select's value for a stored tab: its name when it is one of ours, else "Other". */
export function tabChoiceOf(type: string): string {
  return isNamed(type) ? type : OTHER_TAB;
}

/** The tab after choosing `choice`: a named one takes its title; "Other" keeps a typed title. */
export function chooseTab<T extends { type: string; title: string }>(tab: T, choice: string): T {
  if (isNamed(choice)) return { ...tab, type: choice, title: TAB_TITLES[choice] };
  const wasNamed = Object.values(TAB_TITLES).includes(tab.title);
  return { ...tab, type: OTHER_TAB, title: wasNamed ? '' : tab.title };
}
