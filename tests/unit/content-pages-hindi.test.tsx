/** @jest-environment jsdom */
/**
 * The blog's, the team's and the content pages' client leaves in the page's language (design §15):
 * English stays word for word, a Hindi page shows Hindi; links inside Hindi posts and pages stay Hindi.
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { BlogCard } from '@/components/blog/BlogCard';
import { CopyLinkButton } from '@/components/blog/CopyLinkButton';
import { ContactForm } from '@/components/content/ContactForm';
import { localizeHtmlLinks } from '@/components/content/localize-links';
import { SitemapGenerator } from '@/components/content/SitemapGenerator';
import { OpenPositionsButton } from '@/components/team/OpenPositionsButton';
import { TeamDirectory } from '@/components/team/TeamDirectory';
import type { TeamCardMember } from '@/components/team/team-filter';
import { renderIntl } from './render-with-providers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/',
  useParams: () => ({}),
}));

const post = {
  slug: 'how-to-brew',
  title: 'चाय कैसे बनाएँ',
  excerpt: '',
  tags: [],
  author: 'Priya',
  publishedAt: '2025-03-12T06:00:00.000Z',
  featuredImage: null,
};

test('a blog card: the fallback tag, the byline and the date in the page language', () => {
  renderIntl(<BlogCard post={post} />, 'hi');
  expect(screen.getByText('ब्लॉग')).toBeInTheDocument();
  expect(screen.getByText('लेखक: Priya')).toBeInTheDocument();
  expect(screen.getByText('12 मार्च 2025')).toBeInTheDocument();
});

test('the English card keeps its words', () => {
  renderIntl(<BlogCard post={post} />);
  expect(screen.getByText('Blog')).toBeInTheDocument();
  expect(screen.getByText('By Priya')).toBeInTheDocument();
});

test('copy link is labelled in Hindi', () => {
  renderIntl(<CopyLinkButton url="https://shop.example/hi/blog/x" className="" />, 'hi');
  expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
});

test('the contact form: labels and the send button in Hindi, in English word for word', () => {
  const { unmount } = renderIntl(<ContactForm />, 'hi');
  expect(screen.getByLabelText(/नाम/)).toBeInTheDocument();
  expect(screen.getByLabelText(/ई-मेल/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
  unmount();
  renderIntl(<ContactForm />);
  expect(screen.getByLabelText(/Message/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
});

const member = (id: number, name: string, department: string): TeamCardMember =>
  ({
    id,
    name,
    department,
    positionTitle: 'Taster',
    founder: id === 1,
    coFounder: false,
    bio: null,
    email: 'a@b.c',
    linkedIn: null,
    profileImage: null,
    joinDate: '2024-01-15',
  }) as unknown as TeamCardMember;

test('the team directory and its filters in Hindi', () => {
  renderIntl(<TeamDirectory members={[member(1, 'Asha Rao', 'Tasting'), member(2, 'Ravi K', 'Packing')]} />, 'hi');
  expect(screen.getByRole('heading', { name: 'टीम से मिलें' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('नाम या पद से खोजें')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'सभी विभाग' })).toBeInTheDocument();
  expect(screen.getByText('संस्थापक')).toBeInTheDocument();
  expect(screen.getAllByText('15 जनवरी 2024 को जुड़े')).toHaveLength(2);
  expect(screen.getByLabelText('Asha Rao को ई-मेल करें')).toHaveAttribute('href', 'mailto:a@b.c');
});

test('open positions in Hindi', () => {
  renderIntl(<OpenPositionsButton />, 'hi');
  expect(screen.getByRole('button', { name: /खुली नौकरियाँ देखें/ })).toBeInTheDocument();
});

test('the sitemap generator counts both languages’ URLs and speaks Hindi', async () => {
  const xml =
    '<urlset><url><loc>https://shop.example/about</loc></url><url><loc>https://shop.example/hi/about</loc></url></urlset>';
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, text: async () => xml }) as unknown as typeof fetch;
  renderIntl(<SitemapGenerator />, 'hi');
  await waitFor(() => expect(screen.getByRole('button', { name: 'sitemap.xml डाउनलोड करें' })).toBeInTheDocument());
  expect(screen.getByText(/URL · हर हफ़्ते · प्राथमिकता 0.8/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://shop.example/hi/about' })).toBeInTheDocument();
});

test('same-site links in a Hindi post or page get /hi; others stay as written', () => {
  const html =
    '<p><a href="/products/assam">a</a> <a href="https://x.example/">b</a> <a href="//evil.example">c</a> <a class="x" href=\'/\'>d</a> <a href="#top">e</a></p>';
  expect(localizeHtmlLinks(html, 'en')).toBe(html);
  expect(localizeHtmlLinks(html, 'hi')).toBe(
    '<p><a href="/hi/products/assam">a</a> <a href="https://x.example/">b</a> <a href="//evil.example">c</a> <a class="x" href=\'/hi\'>d</a> <a href="#top">e</a></p>',
  );
});
