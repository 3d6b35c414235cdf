/**
 * GST rates of what this shop sells, by HSN heading, used to seed products.gst_rate_bp (a seller
 * can change a product's rate in the back office). Sources and dates: docs/gst.md.
 */
const BY_PREFIX: [prefix: string, rateBp: number][] = [
  ['0409', 500], // natural honey
  ['0902', 500], // tea
  ['0904', 500], // pepper, chillies
  ['0905', 500], // vanilla
  ['0906', 500], // cinnamon
  ['0907', 500], // cloves
  ['0908', 500], // nutmeg, mace, cardamom
  ['0909', 500], // seeds of anise, coriander, cumin, fennel
  ['0910', 500], // ginger, saffron, turmeric, other spices
  ['1211', 500], // dried herbs and leaves (tulsi, moringa …)
  ['1301', 500], // natural gums and resins (asafoetida)
  ['2106', 500], // food preparations n.e.s. (spice and tea blends)
];

export function gstRateBpForHsn(hsn: string | null | undefined): number {
  if (!hsn) return 0;
  return BY_PREFIX.find(([prefix]) => hsn.startsWith(prefix))?.[1] ?? 1800;
}
