/**
 * The product tabs' Hindi titles by tab type, as the shop's glossary names them
 * (lib/demo/seed-data/hi/glossary.md). A tab given Hindi text but no Hindi title takes its type's.
 */
export const HINDI_TAB_TITLES: Readonly<Record<string, string>> = {
  DESCRIPTION: 'विवरण',
  INGREDIENTS: 'सामग्री',
  HOW_TO_USE: 'इस्तेमाल का तरीक़ा',
  STORAGE: 'कैसे रखें',
  ORIGIN: 'मूल स्थान',
  NUTRITION: 'पोषण जानकारी',
  BENEFITS: 'फ़ायदे',
  SHIPPING_RETURNS: 'शिपिंग और रिटर्न',
};
