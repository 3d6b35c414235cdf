/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '@/components/layout/SearchBox';
import { renderIntl } from './render-with-providers';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn();
const answer = (data: unknown) =>
  Promise.resolve({ ok: true, json: () => Promise.resolve({ status: 200, message: 'OK', data }) });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  push.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const input = () => screen.getByRole('combobox', { name: 'Search products' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

test('asks the server only once typing has stopped for 400 ms, with the last text', async () => {
  fetchMock.mockImplementation(() => answer([]));
  renderIntl(<SearchBox />);
  type('t');
  await wait(200);
  type('te');
  await wait(200);
  type('tea');
  await wait(SEARCH_DEBOUNCE_MS - 1);
  expect(fetchMock).not.toHaveBeenCalled();
  await wait(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/public/store/products/search/tea?limit=8');
});

test('never searches blank text', async () => {
  renderIntl(<SearchBox />);
  type('   ');
  await wait(1000);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('encodes the text in the path, so spaces and symbols stay text', async () => {
  fetchMock.mockImplementation(() => answer([]));
  renderIntl(<SearchBox />);
  type('green tea 50%');
  await wait(SEARCH_DEBOUNCE_MS);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/public/store/products/search/green%20tea%2050%25?limit=8');
});

test('shows the titles found, and a result opens the product page', async () => {
  fetchMock.mockImplementation(() => answer([{ id: 7, slug: 'assam-gold', title: 'Assam Gold Tea' }]));
  renderIntl(<SearchBox />);
  type('assam');
  await wait(SEARCH_DEBOUNCE_MS);
  const option = await screen.findByRole('option', { name: /Assam Gold Tea/ });
  fireEvent.click(option);
  expect(push).toHaveBeenCalledWith('/products/assam-gold');
});

test("says 'No products found.' when nothing matches", async () => {
  fetchMock.mockImplementation(() => answer([]));
  renderIntl(<SearchBox />);
  type('zzzz');
  await wait(SEARCH_DEBOUNCE_MS);
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
});

test('arrow keys and Enter open the highlighted result', async () => {
  fetchMock.mockImplementation(() =>
    answer([
      { id: 1, slug: 'first-tea', title: 'First Tea' },
      { id: 2, slug: 'second-tea', title: 'Second Tea' },
    ]),
  );
  renderIntl(<SearchBox />);
  type('tea');
  await wait(SEARCH_DEBOUNCE_MS);
  await screen.findByRole('option', { name: /Second Tea/ });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(push).toHaveBeenCalledWith('/products/second-tea');
});

test('Enter with no highlighted suggestion opens the results page with every match, not the first product', async () => {
  fetchMock.mockImplementation(() => answer([{ id: 1, slug: 'first-tea', title: 'First Tea' }]));
  renderIntl(<SearchBox />);
  type('  green tea ');
  await wait(SEARCH_DEBOUNCE_MS);
  await screen.findByRole('option', { name: /First Tea/ });
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(push).toHaveBeenCalledWith('/products?q=green+tea');
  expect(push).not.toHaveBeenCalledWith('/products/first-tea');
});

test('Enter before the suggestions arrive still searches', async () => {
  fetchMock.mockImplementation(() => new Promise(() => {}));
  renderIntl(<SearchBox />);
  type('haldi');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(push).toHaveBeenCalledWith('/products?q=haldi');
});

describe('on a Hindi page', () => {
  const hindiInput = () => screen.getByRole('combobox', { name: 'प्रोडक्ट खोजें' });

  test('speaks Hindi, searches the same way and lands on the Hindi pages', async () => {
    fetchMock.mockImplementation(() => answer([{ id: 7, slug: 'assam-gold', title: 'असम गोल्ड चाय' }]));
    renderIntl(<SearchBox />, 'hi');
    expect(hindiInput()).toHaveAttribute('placeholder', 'चाय, शहद, मसाले खोजें… जैसे “haldi”');
    fireEvent.change(hindiInput(), { target: { value: 'haldi' } });
    await wait(SEARCH_DEBOUNCE_MS);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/public/store/products/search/haldi?limit=8');
    fireEvent.click(await screen.findByRole('option', { name: /असम गोल्ड चाय/ }));
    expect(push).toHaveBeenCalledWith('/hi/products/assam-gold');
  });

  test('Enter opens the Hindi results page', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderIntl(<SearchBox />, 'hi');
    fireEvent.change(hindiInput(), { target: { value: 'haldi' } });
    fireEvent.keyDown(hindiInput(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/hi/products?q=haldi');
  });

  test('says so in Hindi when nothing matches', async () => {
    fetchMock.mockImplementation(() => answer([]));
    renderIntl(<SearchBox />, 'hi');
    fireEvent.change(hindiInput(), { target: { value: 'zzzz' } });
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('कोई प्रोडक्ट नहीं मिला।')).toBeInTheDocument();
  });
});
