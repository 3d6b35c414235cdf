/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { CourierListPanel } from '@/components/admin/delivery/CourierListPanel';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, data: object) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    json: () => Promise.resolve({ status, message: 'OK', data }),
  });
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const choose = () =>
  fireEvent.change(screen.getByLabelText('Courier’s CSV file'), {
    target: { files: [new File(['pincode\n'], 'courier.csv', { type: 'text/csv' })] },
  });
const replace = () => screen.getByRole('button', { name: 'Replace the list' });
const report = { rows: 150, added: 0, changed: 0, removed: 0, unchanged: 0, applied: false };

test('a file with many errors shows the first 100 by row and how many more; it cannot replace the list', async () => {
  const errors = Array.from({ length: 130 }, (_, i) => ({ row: i + 2, column: 'pincode', message: 'Bad PIN' }));
  fetchMock.mockImplementation(() => answer(200, { ...report, errors }));
  render(<CourierListPanel listed={0} />);
  expect(screen.getByRole('button', { name: 'Clear the list' })).toBeDisabled();
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(screen.getByText('Checking…')).toBeVisible();
  expect(await screen.findByText(/^130 errors/)).toBeVisible();
  expect(screen.getByRole('table', { name: 'Errors in the file' }).querySelectorAll('tbody tr')).toHaveLength(100);
  expect(screen.getByText('+30 more errors')).toBeVisible();
  expect(fetchMock.mock.calls[0][0]).toMatch(/dryRun=1$/);
  expect(replace()).toBeDisabled();
});

test('a clean check enables Replace, which replaces the list and says what it did', async () => {
  fetchMock.mockImplementation(() =>
    answer(200, { ...report, rows: 3, added: 2, removed: 1, unchanged: 1, errors: [] }),
  );
  render(<CourierListPanel listed={2} />);
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(
    await screen.findByText('Ready to replace the list. 3 rows: 2 to add, 0 to change, 1 to remove, 1 unchanged.'),
  ).toBeVisible();
  fireEvent.click(replace());
  expect(await screen.findByText(/^List replaced\. 3 rows/)).toBeVisible();
  expect(fetchMock.mock.calls[1][0]).not.toMatch(/dryRun/);
  expect(replace()).toBeDisabled();
  expect(refresh).toHaveBeenCalled();
});
