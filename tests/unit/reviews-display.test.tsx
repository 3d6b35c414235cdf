/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderIntl } from './render-with-providers';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { ReviewItem } from '@/components/reviews/ReviewItem';
import { ReviewSummary } from '@/components/reviews/ReviewSummary';
import { ReviewsSection } from '@/components/reviews/ReviewsSection';
import type { ReviewDto } from '@/lib/reviews/types';
import { messages } from '@/messages';

const review = (extra: Partial<ReviewDto> = {}): ReviewDto => ({
  id: 3,
  rating: 4,
  title: 'Fresh and bright',
  text: 'Second cup\nstill good',
  authorName: 'Priya S.',
  verifiedBuyer: true,
  packLabel: '250 g',
  createdAt: '2026-11-20T20:00:00.000Z',
  editedAt: null,
  helpfulCount: 2,
  photos: [{ url: '/api/images/9' }],
  reply: { text: 'Thank you, Priya!', at: '2026-11-21T05:00:00.000Z' },
  ...extra,
});

test('the summary shows the mean, the count and a bar per star level, five first', () => {
  renderIntl(<ReviewSummary summary={{ rating: 4.3, count: 10, histogram: [0, 1, 1, 2, 6] }} />);
  const box = screen.getByTestId('review-summary');
  expect(box).toHaveTextContent('4.3');
  expect(box).toHaveTextContent('10 reviews');
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
  expect(bars.map((b) => b.textContent)).toEqual([
    '5 star6 reviews',
    '4 star2 reviews',
    '3 star1 review',
    '2 star1 review',
    '1 star0 reviews',
  ]);
  expect(bars[0].querySelector('[style]')).toHaveStyle({ width: '60%' });
});

test('a review shows the buyer, the pack, the IST date, photos with their alt text and the reply', () => {
  renderIntl(<ReviewItem review={review()} />);
  const item = screen.getByRole('article', { name: 'Review by Priya S.' });
  expect(item).toHaveTextContent('Verified buyer');
  expect(item).toHaveTextContent('Bought 250 g');
  // 20:00 UTC is 01:30 the next day in India.
  expect(item).toHaveTextContent('21 November 2026');
  expect(screen.getByRole('img', { name: "Photo from Priya S.'s review" })).toHaveAttribute('loading', 'lazy');
  expect(item).toHaveTextContent('Thank you, Priya!');
  expect(screen.getByText(/Second cup/)).toHaveClass('whitespace-pre-line');
});

test('markup in a title or text is shown as text, never run', () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={messages.en} timeZone="Asia/Kolkata">
      <ReviewItem
        review={review({ title: '<script>alert(1)</script>', text: '<img src=x onerror="alert(2)">', photos: [] })}
      />
    </NextIntlClientProvider>,
  );
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  expect(html).not.toContain('<script>');
  expect(html).not.toMatch(/<img[^>]*onerror/);
});

test('with no reviews: "No reviews yet", who can write one, and no stars', () => {
  renderIntl(
    <ReviewsSection
      slug="darjeeling"
      reviews={{ items: [], page: 1, size: 10, total: 0, summary: { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0] } }}
    />,
  );
  const section = screen.getByRole('region', { name: 'Customer reviews' });
  expect(section).toHaveAttribute('id', 'reviews');
  expect(section).toHaveTextContent('No reviews yet');
  expect(section).toHaveTextContent('Only shoppers who bought this product and received it can review it.');
  expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
});

describe('in Hindi', () => {
  test('the summary counts reviews and names star levels in Hindi', () => {
    renderIntl(<ReviewSummary summary={{ rating: 4.3, count: 10, histogram: [0, 1, 1, 2, 6] }} />, 'hi');
    expect(screen.getByTestId('review-summary')).toHaveTextContent('10 रिव्यू');
    const bars = within(screen.getByRole('list', { name: 'स्टार के हिसाब से रिव्यू' })).getAllByRole('listitem');
    expect(bars[0].textContent).toBe('5 स्टार6 रिव्यू');
  });

  test('a review names the buyer, the pack and the date in Hindi; its votes too', () => {
    renderIntl(<ReviewItem review={review({ packLabel: 'Standard' })} />, 'hi');
    const item = screen.getByRole('article', { name: 'Priya S. का रिव्यू' });
    expect(item).toHaveTextContent('वेरिफ़ाइड ख़रीदार');
    expect(item).toHaveTextContent('स्टैंडर्ड ख़रीदा');
    expect(item).toHaveTextContent('21 नवंबर 2026');
    expect(item).toHaveTextContent('स्टोर का जवाब');
  });

  test('with no reviews, the section says so in Hindi', () => {
    renderIntl(
      <ReviewsSection
        slug="darjeeling"
        reviews={{
          items: [],
          page: 1,
          size: 10,
          total: 0,
          summary: { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
        }}
      />,
      'hi',
    );
    const section = screen.getByRole('region', { name: 'ग्राहकों के रिव्यू' });
    expect(section).toHaveTextContent('अभी तक कोई रिव्यू नहीं');
    expect(screen.getByRole('button', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveTextContent('सबसे ज़्यादा रेटिंग');
  });
});
