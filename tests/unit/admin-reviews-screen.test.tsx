/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReviewTable } from '@/components/admin/reviews/ReviewTable';
import type { AdminReviewRow } from '@/lib/reviews/moderation';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/reviews' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeAll(() => {
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    statusText: '',
    json: async () => ({ status: 200, message: 'OK', data: { id: 5 } }),
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const row = (over: Partial<AdminReviewRow> = {}): AdminReviewRow => ({
  id: 5,
  product: { id: 1, title: 'Wild Forest Honey', slug: 'wild-honey' },
  authorName: 'Priya S.',
  rating: 4,
  title: 'Thick and dark',
  text: `${'Lovely honey from the hills, '.repeat(10)}the end.`,
  packLabel: '500 g',
  status: 'PUBLISHED',
  hiddenReason: null,
  reply: null,
  photos: [
    { id: 11, url: '/img/11', status: 'APPROVED' },
    { id: 12, url: '/img/12', status: 'PENDING' },
    { id: 13, url: '/img/13', status: 'PENDING' },
  ],
  reports: 2,
  helpful: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const sent = () => ({ url: fetchMock.mock.calls[0][0], body: JSON.parse(fetchMock.mock.calls[0][1].body) });

test('a row shows the stars, a cut excerpt, the waiting photos and the reports', () => {
  render(<ReviewTable items={[row()]} />);
  const r = screen.getAllByRole('row')[1];
  expect(within(r).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
  expect(within(r).getByText(/^Lovely honey from the hills.*…$/)).toBeInTheDocument();
  expect(within(r).queryByText(/the end\./)).toBeNull();
  expect(within(r).getAllByText('Waiting')).toHaveLength(2);
  expect(within(r).getByRole('img', { name: 'Photo 2 (waiting)' })).toBeInTheDocument();
  expect(within(r).getByText('Reported 2×')).toBeInTheDocument();
});

test('hiding asks for a reason before anything is sent, then sends it and refreshes the screen', async () => {
  render(<ReviewTable items={[row()]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
  const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
  fireEvent.submit(within(dialog).getByRole('button', { name: 'Hide review' }).closest('form')!);
  expect(await within(dialog).findByText('Give a reason for hiding this review.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Names a competitor' } });
  fireEvent.submit(within(dialog).getByRole('button', { name: 'Hide review' }).closest('form')!);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual({
    url: '/api/v1/admin/reviews/5/moderate',
    body: { action: 'hide', reason: 'Names a competitor' },
  });
});

test('waiting photos are approved with one click; a hidden review offers Publish instead of Hide', async () => {
  const { unmount } = render(<ReviewTable items={[row()]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Approve 2 photos' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual({ url: '/api/v1/admin/reviews/5/moderate', body: { action: 'publish' } });
  unmount();

  render(<ReviewTable items={[row({ status: 'HIDDEN', hiddenReason: 'Spam', photos: [] })]} />);
  expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  expect(screen.getByText('Spam')).toBeInTheDocument();
});

test('the reply dialog starts from the current reply and saves the edit', async () => {
  render(<ReviewTable items={[row({ reply: { text: 'Thank you!', at: '2026-11-21T10:00:00.000Z' } })]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit reply' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit your reply' });
  const field = within(dialog).getByLabelText('Reply');
  expect(field).toHaveValue('Thank you!');
  fireEvent.change(field, { target: { value: 'Thank you, Priya.' } });
  fireEvent.submit(within(dialog).getByRole('button', { name: 'Save reply' }).closest('form')!);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual({ url: '/api/v1/admin/reviews/5/reply', body: { text: 'Thank you, Priya.' } });
});
