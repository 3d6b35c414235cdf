/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { CsvImportPanel } from '@/components/admin/products/csv/CsvImportPanel';

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
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File(['product_slug\n'], 'catalogue.csv', { type: 'text/csv' })] },
  });
const apply = () => screen.getByRole('button', { name: 'Apply import' });

test('a checked file with errors lists each by row and column, and cannot be applied', async () => {
  fetchMock.mockImplementation(() =>
    answer(200, {
      rows: 3,
      created: 0,
      updated: 1,
      applied: false,
      errors: [
        { row: 2, column: 'price', message: 'Enter an amount in rupees' },
        { row: 4, column: 'sku', message: 'Another pack already has this SKU' },
      ],
    }),
  );
  render(<CsvImportPanel />);
  expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText(/2 errors/)).toBeVisible();
  const table = screen.getByRole('table', { name: 'Errors in the file' });
  expect(table).toHaveTextContent('price');
  expect(table).toHaveTextContent('Another pack already has this SKU');
  expect(fetchMock.mock.calls[0][0]).toMatch(/dryRun=1$/);
  expect(apply()).toBeDisabled();
});

test('a clean check enables Apply, which imports and says what it did', async () => {
  fetchMock.mockImplementation(() => answer(200, { rows: 3, created: 1, updated: 1, applied: false, errors: [] }));
  render(<CsvImportPanel />);
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText(/Ready to import\. 3 rows: 1 new packs, 1 changed, 1 unchanged/)).toBeVisible();
  fetchMock.mockImplementation(() => answer(200, { rows: 3, created: 1, updated: 1, applied: true, errors: [] }));
  fireEvent.click(apply());
  expect(await screen.findByText(/^Imported\./)).toBeVisible();
  expect(fetchMock.mock.calls[1][0]).not.toMatch(/dryRun/);
  expect(apply()).toBeDisabled();
  expect(refresh).toHaveBeenCalled();
});
