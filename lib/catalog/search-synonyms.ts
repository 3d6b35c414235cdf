/**
 * Hindi and Hinglish names shoppers type, with the English words the catalogue uses.
 * Several spellings are listed because transliteration is not standardised (elaichi/elachi).
 */
export const SEARCH_SYNONYMS: Record<string, string> = {
  haldi: 'turmeric',
  haldee: 'turmeric',
  shahad: 'honey',
  shahd: 'honey',
  shehad: 'honey',
  madhu: 'honey',
  elaichi: 'cardamom',
  elachi: 'cardamom',
  ilaichi: 'cardamom',
  'hari elaichi': 'green cardamom',
  'badi elaichi': 'black cardamom',
  adrak: 'ginger',
  sonth: 'dry ginger',
  saunth: 'dry ginger',
  dalchini: 'cinnamon',
  'kali mirch': 'black pepper',
  'kaali mirch': 'black pepper',
  mirch: 'chilli',
  'lal mirch': 'red chilli',
  chai: 'tea',
  chay: 'tea',
  tulsi: 'holy basil',
  tulasi: 'holy basil',
  jeera: 'cumin',
  zeera: 'cumin',
  laung: 'clove',
  lavang: 'clove',
  kesar: 'saffron',
  zafran: 'saffron',
  dhaniya: 'coriander',
  dhania: 'coriander',
  methi: 'fenugreek',
  ajwain: 'carom',
  saunf: 'fennel',
  hing: 'asafoetida',
  heeng: 'asafoetida',
  jaiphal: 'nutmeg',
  javitri: 'mace',
  'tej patta': 'bay leaf',
  tejpatta: 'bay leaf',
  rai: 'mustard',
  sarson: 'mustard',
  kalonji: 'nigella',
  amchur: 'mango powder',
  amchoor: 'mango powder',
  'chakri phool': 'star anise',
  'chakra phool': 'star anise',
  mulethi: 'liquorice',
  ashwagandha: 'ashwagandha',
  kadha: 'immunity',
  'patti chai': 'black tea',
  'hari chai': 'green tea',
  mishri: 'rock sugar',
  gud: 'jaggery',
  shakkar: 'jaggery',
};

/**
 * The search terms to try for what the shopper typed: the text itself, then the text with
 * every known Hindi/Hinglish phrase replaced by its English name (longest phrases first).
 */
export function expandSearchTerms(normalized: string): string[] {
  const terms = new Set<string>([normalized]);
  const keys = Object.keys(SEARCH_SYNONYMS).sort((a, b) => b.length - a.length);
  let translated = ` ${normalized} `;
  for (const key of keys) {
    translated = translated.split(` ${key} `).join(` ${SEARCH_SYNONYMS[key]} `);
  }
  translated = translated.trim();
  if (translated !== normalized) terms.add(translated);
  // A phrase that is only a synonym key is also worth trying on its own words.
  const direct = SEARCH_SYNONYMS[normalized];
  if (direct) terms.add(direct);
  return [...terms];
}
