import { shareLinks } from '@/components/blog/share-links';
import {
  ALL_DEPARTMENTS,
  filterMembers,
  groupByDepartment,
  initials,
  type TeamCardMember,
} from '@/components/team/team-filter';
import { sitemapEntries, sitemapXml, STATIC_ROUTES } from '@/lib/seo/sitemap';

describe('sitemap', () => {
  const sources = {
    products: [{ slug: 'assam-gold', updatedAt: '2025-03-01T10:00:00.000Z' }],
    posts: [{ slug: 'how-to-brew', updatedAt: '2025-02-01T10:00:00.000Z' }],
    pages: [
      { slug: 'privacy', updatedAt: '2025-01-01T10:00:00.000Z' },
      { slug: 'about', updatedAt: '2025-01-01T10:00:00.000Z' },
    ],
  };
  test('lists the static routes, then products, posts and pages, once each', () => {
    const locs = sitemapEntries(sources, 'https://shop.example').map((e) => e.loc);
    expect(locs.slice(0, STATIC_ROUTES.length)).toEqual(STATIC_ROUTES.map((p) => `https://shop.example${p}`));
    expect(locs).toContain('https://shop.example/affiliate-program');
    expect(locs).toContain('https://shop.example/products/assam-gold');
    expect(locs).toContain('https://shop.example/blog/how-to-brew');
    expect(locs).toContain('https://shop.example/privacy');
    expect(locs.filter((l) => l === 'https://shop.example/about')).toHaveLength(1);
  });
  test('every entry is weekly with priority 0.8, and the XML escapes text', () => {
    const xml = sitemapXml([{ loc: 'https://shop.example/a?b=1&c=2', lastmod: '2025-03-01T10:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://shop.example/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2025-03-01</lastmod>');
    expect(xml).toContain('<changefreq>weekly</changefreq>');
    expect(xml).toContain('<priority>0.8</priority>');
  });
});

describe('share links', () => {
  test('every network gets a real share address carrying the article URL', () => {
    const links = shareLinks('https://shop.example/blog/how-to-brew', 'How to brew');
    expect(links.map((l) => l.label)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
      'Reddit',
      'Pinterest',
      'E-mail',
    ]);
    for (const link of links) expect(link.href).toContain(encodeURIComponent('https://shop.example/blog/how-to-brew'));
    expect(links.find((l) => l.key === 'email')!.href.startsWith('mailto:')).toBe(true);
  });
});

describe('team directory', () => {
  const member = (id: number, name: string, department: string, positionTitle = 'Associate'): TeamCardMember => ({
    id,
    name,
    department,
    positionTitle,
    profileImage: null,
    founder: false,
    coFounder: false,
    joinDate: null,
    bio: '',
    email: null,
    linkedIn: null,
  });
  const team = [
    member(1, 'Anita Bora', 'Sourcing', 'Tea Taster'),
    member(2, 'Ravi Nair', 'Support'),
    member(3, 'Meera Das', 'Sourcing'),
  ];
  test('search matches name, role or department; the filter keeps one department', () => {
    expect(filterMembers(team, 'taster', ALL_DEPARTMENTS).map((m) => m.id)).toEqual([1]);
    expect(filterMembers(team, '', 'Sourcing').map((m) => m.id)).toEqual([1, 3]);
    expect(filterMembers(team, 'ravi', 'Sourcing')).toEqual([]);
  });
  test('groups by department in order of appearance', () => {
    expect(groupByDepartment(team).map((g) => [g.department, g.members.length])).toEqual([
      ['Sourcing', 2],
      ['Support', 1],
    ]);
  });
  test('initials for avatars without a photo', () => {
    expect(initials('Anita Bora')).toBe('AB');
    expect(initials('Madhu')).toBe('M');
  });
});
