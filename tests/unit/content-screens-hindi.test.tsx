/** @jest-environment jsdom */
/**
 * The content pages' server-rendered screens in both languages: English word for word as before,
 * Hindi in Devanagari with no message key or English sentence left over, and a CMS page's or a
 * post's Hindi fields where written (design §15).
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { BlogArticleScreen } from '@/components/blog/BlogArticleScreen';
import { BlogListScreen } from '@/components/blog/BlogListScreen';
import { AboutScreen } from '@/components/content/AboutScreen';
import { AffiliateScreen } from '@/components/content/AffiliateScreen';
import { ContentScreen } from '@/components/content/ContentScreen';
import { NotFoundScreen } from '@/components/content/NotFoundScreen';
import { FounderMessages } from '@/components/team/FounderMessages';
import { TeamScreen } from '@/components/team/TeamScreen';
import type { BlogPostDto } from '@/lib/content/blog';
import type { ContentPageDto } from '@/lib/content/pages';
import type { TeamMemberDto } from '@/lib/content/team';
import type { Shop } from '@/lib/settings/settings';
import { renderIntl } from './render-with-providers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/',
  useParams: () => ({}),
}));

// The affiliate screen takes only its address from there (the rest reads the server's caches).
jest.mock('@/lib/seo/page-metadata', () => ({ AFFILIATE_PATH: '/affiliate-program' }));

const shop = {
  name: 'Organic Tattva',
  tagline: 'Organic tea, honey and spices',
  email: 'care@shop.example',
  logo: '/logo.svg',
} as Shop;
const text = () => document.body.textContent ?? '';
/** What a missing key or a broken message would leave on the page. */
const leftovers = /\b(Content|Blog|Errors|Meta)\.[a-z]/;

test('about: English as written, Hindi throughout', () => {
  const { unmount } = renderIntl(<AboutScreen shop={shop} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('From Indian farms to your cup');
  expect(screen.getByText(`About ${shop.name}`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Shop all products/ })).toHaveAttribute('href', '/products');
  unmount();
  renderIntl(<AboutScreen shop={shop} />, 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('भारतीय खेतों से आपके कप तक');
  expect(screen.getByRole('heading', { name: 'अच्छा खाना मिट्टी से शुरू होता है' })).toBeInTheDocument();
  expect(text()).not.toMatch(leftovers);
  expect(text()).not.toMatch(/Our philosophy|Certified organic|Taste the difference/);
});

test('affiliate: the terms and steps in Hindi, the payout in rupees', () => {
  const { unmount } = renderIntl(<AffiliateScreen shop={shop} />);
  expect(screen.getByText(/Minimum payout ₹1,000; unpaid balances roll over/)).toBeInTheDocument();
  expect(screen.getByText('Step 2')).toBeInTheDocument();
  unmount();
  renderIntl(<AffiliateScreen shop={shop} />, 'hi');
  expect(screen.getByText(/न्यूनतम पेमेंट ₹1,000/)).toBeInTheDocument();
  expect(screen.getByText('चरण 2')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'अभी जुड़ें' })[0].getAttribute('href')).toContain(
    encodeURIComponent('एफ़िलिएट प्रोग्राम के लिए आवेदन'),
  );
  expect(text()).not.toMatch(leftovers);
});

test('not found in Hindi', () => {
  renderIntl(<NotFoundScreen />, 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('यह ब्लेंड तो कहीं घुल गया');
  expect(screen.getByRole('link', { name: /होम पर लौटें/ })).toBeInTheDocument();
});

const page = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  content: '<p>See <a href="/products">products</a>.</p>',
  metaTitle: null,
  metaDescription: null,
  keywords: null,
  updatedAt: '2025-03-12T06:00:00.000Z',
  translations: { hi: { title: 'रिफ़ंड पॉलिसी', content: '<p>देखें <a href="/products">प्रोडक्ट</a>।</p>' } },
} as unknown as ContentPageDto;

test('a CMS page: its Hindi fields, a Hindi date and /hi links; English unchanged', () => {
  const { unmount } = renderIntl(<ContentScreen page={page} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Refund Policy');
  expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 12 March 2025');
  unmount();
  renderIntl(<ContentScreen page={page} />, 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('रिफ़ंड पॉलिसी');
  expect(screen.getByText(/आख़िरी बार अपडेट/)).toHaveTextContent('आख़िरी बार अपडेट: 12 मार्च 2025');
  expect(screen.getByRole('link', { name: 'प्रोडक्ट' })).toHaveAttribute('href', '/hi/products');
  const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join();
  expect(ld).toContain('"inLanguage":"hi-IN"');
});

const post = {
  id: 1,
  slug: 'how-to-brew',
  title: 'How to brew',
  excerpt: 'A guide',
  content: '<p>Brew</p>',
  tags: [],
  author: 'Priya',
  publishedAt: '2025-03-12T06:00:00.000Z',
  updatedAt: '2025-03-12T06:00:00.000Z',
  featuredImage: null,
  translations: null,
} as unknown as BlogPostDto;

test('the blog list and an article in Hindi: hero, empty state, share bar, byline', () => {
  const { unmount } = renderIntl(<BlogListScreen posts={[]} />, 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('हमारा ब्लॉग');
  expect(screen.getByText('अभी कोई ब्लॉग पोस्ट नहीं है।')).toBeInTheDocument();
  unmount();
  renderIntl(<BlogArticleScreen post={post} shop={shop} />, 'hi');
  expect(screen.getByRole('group', { name: 'यह लेख शेयर करें' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' }).getAttribute('href')).toContain(
    encodeURIComponent('/hi/blog/how-to-brew'),
  );
  expect(screen.getByText('लेखक: Priya')).toBeInTheDocument();
  expect(text()).not.toMatch(leftovers);
});

test('founders: the role suffix in Hindi', () => {
  const founder = {
    id: 1,
    name: 'Asha',
    positionTitle: 'Head Taster',
    founder: true,
    message: 'Hello',
    profileImage: null,
  };
  renderIntl(<FounderMessages founders={[founder as unknown as TeamMemberDto]} />, 'hi');
  expect(screen.getByText(/Head Taster · संस्थापक/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'हमारे संस्थापकों का संदेश' })).toBeInTheDocument();
});

test('the team page: names, roles, departments and messages in Hindi where written, English where not', () => {
  const member = (id: number, over: Partial<TeamMemberDto>): TeamMemberDto => ({
    id,
    name: 'Asha Rao',
    positionTitle: 'Head Taster',
    department: 'Quality',
    profileImage: null,
    founder: false,
    coFounder: false,
    joinDate: null,
    bio: 'Tastes every lot.',
    email: null,
    linkedIn: null,
    message: null,
    translations: {},
    ...over,
  });
  const team = [
    member(1, {
      founder: true,
      message: 'Thank you',
      translations: { hi: { name: 'आशा राव', positionTitle: 'मुख्य टेस्टर', department: 'क्वालिटी', message: 'धन्यवाद' } },
    }),
    member(2, { name: 'Ravi Das', positionTitle: 'Packer', department: 'Operations' }),
  ];
  const { unmount } = renderIntl(<TeamScreen team={team} />);
  expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
  unmount();
  renderIntl(<TeamScreen team={team} />, 'hi');
  expect(screen.getAllByText('आशा राव').length).toBeGreaterThan(0);
  expect(screen.queryByText('Asha Rao')).toBeNull();
  expect(screen.getByText(/मुख्य टेस्टर · संस्थापक/)).toBeInTheDocument();
  expect(screen.getByText(/धन्यवाद/)).toBeInTheDocument();
  expect(screen.getAllByText('क्वालिटी').length).toBeGreaterThan(0);
  // no Hindi written for him: his English words stay
  expect(screen.getAllByText('Ravi Das').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Operations').length).toBeGreaterThan(0);
});
