/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl } from './render-with-providers';
import { ApiError } from '@/lib/api-client/fetch';
import { ReviewsSection } from '@/components/reviews/ReviewsSection';
import { REVIEW_MESSAGES } from '@/lib/reviews/rules';
import type { MyReviewJson, ReviewDto, ReviewPage } from '@/lib/reviews/types';

const push = jest.fn();
const refresh = jest.fn();
// One router object, as Next gives.
const router = { push, refresh };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
const success = jest.fn();
jest.mock('@/lib/notify', () => ({ notify: { success: (...a: unknown[]) => success(...a), error: jest.fn() } }));
const api = {
  mine: jest.fn(),
  create: jest.fn(),
  edit: jest.fn(),
  remove: jest.fn(),
  page: jest.fn(),
  helpful: jest.fn(),
};
jest.mock('@/lib/api-client/reviews', () => ({
  reviewsApi: new Proxy(
    {},
    {
      get:
        (_, name: string) =>
        (...a: unknown[]) =>
          api[name as keyof typeof api](...a),
    },
  ),
}));

const mineReview: ReviewDto = {
  id: 41,
  rating: 3,
  title: 'Fine',
  text: 'Okay tea',
  authorName: 'Meera I.',
  verifiedBuyer: true,
  packLabel: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 1,
  photos: [],
  reply: null,
};
const empty: ReviewPage = {
  items: [],
  page: 1,
  size: 10,
  total: 0,
  summary: { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
};
const section = () => renderIntl(<ReviewsSection slug="darjeeling" reviews={empty} />);
const standing = (mine: MyReviewJson) => api.mine.mockResolvedValueOnce(mine);

beforeEach(() => jest.clearAllMocks());
afterEach(() => window.history.replaceState(null, '', '/'));

test('signed out, "Write a review" goes to login and comes back to the form', async () => {
  api.mine.mockRejectedValueOnce(new ApiError(401, 'Sign in'));
  section();
  fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
  await waitFor(() =>
    expect(push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/products/darjeeling?review=1#reviews')}`),
  );
});

test('a shopper who has not received the product is told exactly why', async () => {
  standing({ canReview: false, reason: REVIEW_MESSAGES.onlyBuyers, review: null });
  section();
  fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.onlyBuyers);
  expect(screen.queryByRole('form')).toBeNull();
});

test('?review=1 opens the form; a buyer publishes, is thanked and the page refreshes', async () => {
  window.history.replaceState(null, '', '/products/darjeeling?review=1');
  standing({ canReview: true, reason: null, review: null });
  api.create.mockResolvedValueOnce(mineReview);
  section();
  const form = await screen.findByRole('form', { name: 'Review form' });
  fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
  fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(api.create).toHaveBeenCalledWith('darjeeling', { rating: 5, title: null, text: null }, []);
  expect(success).toHaveBeenCalledWith('Thanks! Your review is published.', undefined);
  expect(form).not.toBeInTheDocument();
});

test('an author edits their review or deletes it', async () => {
  standing({ canReview: false, reason: null, review: { ...mineReview, status: 'PUBLISHED', pendingPhotos: 0 } });
  api.remove.mockResolvedValueOnce(null);
  section();
  fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
  expect(await screen.findByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Delete my review' }));
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith(41));
  expect(success).toHaveBeenCalledWith('Your review is removed.', undefined);
});

test('a sort replaces the server list with the API’s pages; Helpful counts once', async () => {
  const other = { ...mineReview, id: 42, authorName: 'Asha K.', rating: 1, helpfulCount: 0 };
  api.page.mockResolvedValue({ ...empty, items: [other], total: 11, summary: { ...empty.summary, count: 11 } });
  api.helpful.mockResolvedValueOnce({ helpfulCount: 1 });
  section();
  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'lowest' } });
  await screen.findByRole('article', { name: 'Review by Asha K.' });
  expect(api.page).toHaveBeenCalledWith('darjeeling', 1, 'lowest');
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(api.page).toHaveBeenLastCalledWith('darjeeling', 2, 'lowest'));
  fireEvent.click(screen.getByRole('button', { name: 'Helpful (0)' }));
  expect(await screen.findByRole('button', { name: 'Helpful (1)' })).toBeDisabled();
  expect(api.helpful).toHaveBeenCalledWith(42);
});

test('on a Hindi page, signing in to write comes back to the Hindi product page', async () => {
  api.mine.mockRejectedValueOnce(new ApiError(401, 'Sign in'));
  renderIntl(<ReviewsSection slug="darjeeling" reviews={empty} />, 'hi');
  fireEvent.click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
  await waitFor(() =>
    expect(push).toHaveBeenCalledWith(
      `/hi/login?redirect=${encodeURIComponent('/hi/products/darjeeling?review=1#reviews')}`,
    ),
  );
});
