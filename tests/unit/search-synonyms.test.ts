import { expandSearchTerms } from '@/lib/catalog/search-synonyms';
import { normalizeSearchText, SEARCH_MAX_LENGTH } from '@/lib/catalog/search';

test('keeps the original text and adds the English translation', () => {
  expect(expandSearchTerms('haldi')).toEqual(['haldi', 'turmeric']);
  expect(expandSearchTerms('kali mirch powder')).toEqual(['kali mirch powder', 'black pepper powder']);
  expect(expandSearchTerms('tulsi green tea')).toEqual(['tulsi green tea', 'holy basil green tea']);
});

test('longer phrases win over the words inside them', () => {
  expect(expandSearchTerms('lal mirch')).toContain('red chilli');
  expect(expandSearchTerms('badi elaichi')).toContain('black cardamom');
});

test('text with no known Hindi word is searched as it is', () => {
  expect(expandSearchTerms('assam tea')).toEqual(['assam tea']);
});

test('normalises case, spacing and length', () => {
  expect(normalizeSearchText('  Green   TEA ')).toBe('green tea');
  expect(normalizeSearchText('x'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
});
