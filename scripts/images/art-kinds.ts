/** Per-family details (tea leaf and liquor, honey colour, spice item or powder), chosen by slug. */
import type { SeedProduct } from '../../lib/demo/seed-data/types';
import type { Art, Bit } from './art-types';

const has = (p: SeedProduct, ...words: string[]) => words.some((w) => p.slug.includes(w));

export function teaArt(p: SeedProduct): Partial<Art> {
  const c = p.categorySlug;
  if (c === 'herbal-tea') {
    if (has(p, 'chamomile')) return { leaf: '#e9d36a', leafStyle: 'flower', liquor: '#e6c14f', extras: ['chamomile'] };
    if (has(p, 'hibiscus'))
      return { leaf: '#8e1630', leafStyle: 'flower', liquor: '#a3122d', extras: ['hibiscus', 'rose'] };
    if (has(p, 'butterfly'))
      return { leaf: '#2a3fb0', leafStyle: 'flower', liquor: '#2b46c2', extras: ['bluepea', 'lemon'] };
    if (has(p, 'ashwagandha'))
      return { leaf: '#5d7a3a', leafStyle: 'open', liquor: '#b88a4a', extras: ['root', 'tulsi'] };
    if (has(p, 'kadha'))
      return { leaf: '#6e4a2a', leafStyle: 'open', liquor: '#7a3e18', extras: ['quill', 'pepper', 'ginger'] };
    return { leaf: '#4f7d33', leafStyle: 'open', liquor: '#c9b25a', extras: ['tulsi'] };
  }
  if (c === 'masala-chai') {
    const extras: Bit[] = has(p, 'ginger')
      ? ['ginger', 'pod']
      : has(p, 'cardamom')
        ? ['pod']
        : ['quill', 'star', 'pod', 'clove'];
    return { leaf: '#3a2416', leafStyle: 'ctc', liquor: '#b9845a', milky: true, extras };
  }
  if (c === 'white-tea') return { leaf: '#cfd4c2', leafStyle: 'buds', liquor: '#efe0a0', extras: ['leaf'] };
  if (c === 'oolong-tea') return { leaf: '#5b5a2a', leafStyle: 'rolled', liquor: '#d49a35', extras: ['leaf'] };
  if (c === 'green-tea') {
    if (has(p, 'kahwa'))
      return { leaf: '#6d8a3c', leafStyle: 'rolled', liquor: '#e0a840', extras: ['almond', 'saffron', 'pod'] };
    if (has(p, 'tulsi')) return { leaf: '#5c8a3a', leafStyle: 'open', liquor: '#cdbb55', extras: ['tulsi'] };
    if (has(p, 'ginger')) return { leaf: '#6a8f3c', leafStyle: 'open', liquor: '#d5c456', extras: ['lemon', 'ginger'] };
    if (has(p, 'jasmine')) return { leaf: '#6f9040', leafStyle: 'rolled', liquor: '#dccb6a', extras: ['jasmine'] };
    return { leaf: '#5f8f3a', leafStyle: 'open', liquor: '#d8c55a', extras: ['leaf'] };
  }
  // black tea
  if (has(p, 'golden')) return { leaf: '#b8862d', leafStyle: 'golden', liquor: '#a8501a', extras: ['leaf'] };
  if (has(p, 'ctc')) return { leaf: '#3a2416', leafStyle: 'ctc', liquor: '#8e2f10', extras: ['leaf'] };
  if (has(p, 'first-flush')) return { leaf: '#6b5a2e', leafStyle: 'rolled', liquor: '#c98a2a', extras: ['leaf'] };
  if (has(p, 'frost')) return { leaf: '#3e2c1c', leafStyle: 'rolled', liquor: '#b0541a', extras: ['leaf'] };
  return { leaf: '#3b2618', leafStyle: 'rolled', liquor: '#9c3d12', extras: ['leaf'] };
}

export function honeyArt(p: SeedProduct): Partial<Art> {
  const table: [string, string, Bit[]][] = [
    ['acacia', '#f3d77a', ['chamomile']],
    ['litchi', '#e9b23a', ['leaf']],
    ['mustard', '#f2e2ad', ['chamomile']],
    ['eucalyptus', '#b8741c', ['leaf']],
    ['jamun', '#6e3412', ['leaf']],
    ['ajwain', '#8a4a14', ['seed']],
    ['neem', '#a8601a', ['leaf']],
    ['tulsi', '#c98a22', ['tulsi']],
    ['multiflora', '#d9961f', ['chamomile', 'jasmine']],
    ['sundarban', '#c07a1c', ['leaf']],
    ['himalayan', '#a86d0c', ['rose']],
    ['rock-bee', '#5e2c0c', ['leaf']],
    ['nilgiri', '#b06a18', ['leaf']],
    ['wild-forest', '#9a5410', ['leaf']],
    ['cinnamon', '#b5701e', ['quill']],
    ['ginger-lemon', '#e0a430', ['lemon', 'ginger']],
    ['turmeric', '#e49a12', ['turmeric', 'pepper']],
    ['saffron', '#f0c04a', ['saffron', 'almond']],
    ['rose', '#d99440', ['rose']],
  ];
  for (const [word, honey, extras] of table) {
    if (p.slug.includes(word)) return { honey, opaque: word === 'mustard', extras };
  }
  return { honey: '#c98a1c', comb: true, extras: ['comb'] };
}

export function spiceArt(p: SeedProduct): Partial<Art> {
  const whole: [string, Bit, string][] = [
    ['black-cardamom', 'blackpod', '#4a3226'],
    ['cardamom', 'pod', '#7aa548'],
    ['black-pepper-powder', 'pepper', '#4a413a'],
    ['pepper', 'pepper', '#2b2320'],
    ['cinnamon-quills', 'quill', '#a0582a'],
    ['cloves', 'clove', '#5a2e1c'],
    ['saffron', 'saffron', '#c4161c'],
    ['cumin-seeds', 'seed', '#8a6b3c'],
    ['nutmeg', 'nutmeg', '#8a5a34'],
    ['star-anise', 'star', '#6e3a1e'],
    ['red-chilli', 'chilli', '#b3181b'],
    ['fennel', 'fennel', '#8aa04a'],
    ['vanilla', 'vanilla', '#2e1c14'],
    ['bay-leaves', 'bayleaf', '#7f8a45'],
  ];
  const ground: [string, string, Bit[]][] = [
    ['turmeric-powder', '#e8a013', ['turmeric']],
    ['chilli-powder', '#c5281c', ['chilli']],
    ['coriander', '#a8874a', ['seed']],
    ['cumin-powder', '#7a5630', ['seed']],
    ['ginger', '#d9c08a', ['ginger']],
    ['black-pepper-powder', '#4a413a', ['pepper']],
    ['cinnamon-powder', '#9a5a2c', ['quill']],
    ['asafoetida', '#e6d49a', ['seed']],
    ['garam-masala', '#6e4526', ['star', 'quill', 'clove', 'blackpod']],
    ['chai-masala', '#a77a4a', ['pod', 'ginger', 'quill']],
    ['sambar', '#b04a22', ['chilli', 'seed']],
    ['biryani', '#8a5a30', ['star', 'bayleaf', 'pod']],
    ['latte', '#e5a82a', ['turmeric', 'quill', 'pod']],
    ['chole', '#4e3022', ['bayleaf', 'chilli', 'blackpod']],
  ];
  if (p.categorySlug !== 'whole-spices') {
    for (const [word, powder, extras] of ground) if (p.slug.includes(word)) return { powder, extras };
    return { powder: '#9a6a3a', extras: ['seed'] };
  }
  for (const [word, item, colour] of whole) if (p.slug.includes(word)) return { item, powder: colour, extras: [item] };
  return { item: 'seed', powder: '#8a6b3c', extras: ['seed'] };
}
