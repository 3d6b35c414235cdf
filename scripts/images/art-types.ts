/** The palette and materials a product's pictures are drawn from (what art.ts decides per product). */
export type Family = 'tea' | 'honey' | 'spice';
export type LeafStyle = 'open' | 'rolled' | 'ctc' | 'buds' | 'golden' | 'flower';
export type Bit =
  | 'leaf'
  | 'tulsi'
  | 'jasmine'
  | 'chamomile'
  | 'hibiscus'
  | 'rose'
  | 'bluepea'
  | 'root'
  | 'lemon'
  | 'ginger'
  | 'pod'
  | 'blackpod'
  | 'pepper'
  | 'quill'
  | 'clove'
  | 'star'
  | 'chilli'
  | 'seed'
  | 'fennel'
  | 'saffron'
  | 'nutmeg'
  | 'vanilla'
  | 'bayleaf'
  | 'almond'
  | 'turmeric'
  | 'comb';

export type Art = {
  family: Family;
  title: string;
  size: string;
  /** packaging colour */
  accent: string;
  /** background tint */
  tint: string;
  /** tea: dry leaf colour and style, and the brewed colour */
  leaf: string;
  leafStyle: LeafStyle;
  liquor: string;
  milky: boolean;
  /** honey colour; opaque for creamed/set honey */
  honey: string;
  opaque: boolean;
  comb: boolean;
  /** spices: the whole item drawn, or a powder colour */
  item: Bit | null;
  powder: string | null;
  /** small extras scattered around the product */
  extras: Bit[];
};
