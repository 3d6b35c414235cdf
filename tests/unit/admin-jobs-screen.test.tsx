/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { JobCounts } from '@/components/admin/jobs/JobCounts';
import { JobList } from '@/components/admin/jobs/JobList';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/jobs' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const failed = {
  id: '7f0c0c9e-4c61-4d39-9a0e-0d5b1c0c2f11',
  kind: 'mail.deliver',
  state: 'failed' as const,
  tries: 4,
  error: 'SMTP 550 mailbox full',
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:08:00.000Z',
};

test('the counts table has one row per kind with a number under each state', () => {
  render(
    <JobCounts
      counts={[
        { kind: 'mail.deliver', state: 'completed', count: 12 },
        { kind: 'mail.deliver', state: 'failed', count: 1 },
        { kind: 'orders.expire', state: 'completed', count: 3 },
      ]}
    />,
  );
  const mail = screen.getByRole('row', { name: /mail\.deliver/ });
  expect(
    within(mail)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['mail.deliver', '0', '0', '0', '12', '0', '1']);
  expect(screen.getAllByRole('row')).toHaveLength(3);
});

test('a failed job shows its error; Retry is busy while the request is out, then the screen refreshes', async () => {
  let finish: (v: unknown) => void = () => {};
  fetchMock.mockReturnValue(new Promise((r) => (finish = r)));
  render(<JobList jobs={[failed]} state="failed" />);
  expect(screen.getByText('SMTP 550 mailbox full')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: `Retry mail.deliver job ${failed.id}` });
  fireEvent.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('Retrying…');
  expect(fetchMock.mock.calls[0][0]).toBe(`/api/v1/admin/jobs/${failed.id}/retry`);
  finish({
    ok: true,
    status: 200,
    statusText: '',
    json: async () => ({ status: 200, message: 'OK', data: { id: failed.id, state: 'retry' } }),
  });
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(button).toBeEnabled();
});
