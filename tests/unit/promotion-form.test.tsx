/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PromotionForm } from '@/components/promotions/PromotionForm';
import { instantFromIst, istInputOf } from '@/lib/offers/ist-input';
import { promotionStatus } from '@/lib/offers/status';
import type { PromotionScopeChoices } from '@/lib/offers/admin-promotions';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }), usePathname: () => '/admin' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: object) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    json: () => Promise.resolve({ status, message: 'OK', data: null, ...body }),
  });
const sent = () => JSON.parse(fetchMock.mock.calls[0][1].body as string);

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const memberChoices: PromotionScopeChoices = {
  products: [
    { id: 11, title: 'Tulsi Green Tea' },
    { id: 12, title: 'Wild Forest Honey' },
  ],
  categories: [{ id: 3, title: 'Tea' }],
  sellers: null,
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
/** The English title, not the Hindi title beside it. */
const TITLE = /^Title/;

test('the value fields follow the kind: a percentage has a cap, a flat amount none, free shipping no value', () => {
  render(<PromotionForm choices={memberChoices} />);
  expect(screen.getByLabelText('Percent off', { exact: false })).toBeVisible();
  expect(screen.getByLabelText('Up to (₹)')).toBeVisible();
  type('Kind', 'FLAT');
  expect(screen.getByLabelText('Amount off (₹)', { exact: false })).toBeVisible();
  expect(screen.queryByLabelText('Up to (₹)')).toBeNull();
  type('Kind', 'FREE_SHIPPING');
  expect(screen.queryByLabelText('Amount off (₹)', { exact: false })).toBeNull();
  expect(screen.queryByLabelText('Percent off', { exact: false })).toBeNull();
});

test('a member scopes to its own products (never to sellers) and the form sends IST times as typed', async () => {
  fetchMock.mockImplementation(() => answer(201, { data: { id: 42 } }));
  render(<PromotionForm choices={memberChoices} />);
  expect(screen.queryByRole('option', { name: 'Some sellers' })).toBeNull();
  type('Code', 'honey50');
  type(TITLE, 'Honey week');
  type('Kind', 'FLAT');
  type('Amount off (₹)', '50');
  type('Applies to', 'PRODUCTS');
  fireEvent.click(screen.getByLabelText('Wild Forest Honey'));
  type('Total uses', '100');
  type('Starts (IST)', '2026-12-01T09:00');
  type('Ends (IST)', '2026-12-08T09:00');
  fireEvent.click(screen.getByLabelText('UPI and card payments only'));
  fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/promotions');
  expect(sent()).toEqual({
    code: 'honey50',
    title: 'Honey week',
    kind: 'FLAT',
    value: '50',
    maxDiscount: null,
    minOrderValue: '',
    scope: 'PRODUCTS',
    scopeIds: [12],
    perCustomerLimit: '1',
    totalLimit: '100',
    startsAt: '2026-12-01T09:00',
    endsAt: '2026-12-08T09:00',
    prepaidOnly: true,
    firstOrderOnly: false,
    advertised: false,
    combinable: false,
    translations: { hi: { title: '' } },
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/promotions/42'));
});

test('a percentage over 100 or an end before the start is caught before anything is sent', async () => {
  render(<PromotionForm choices={memberChoices} />);
  type(TITLE, 'Too generous');
  type('Percent off', '150');
  type('Starts (IST)', '2026-12-08T09:00');
  type('Ends (IST)', '2026-12-01T09:00');
  fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
  expect(await screen.findByText('A percentage is a whole number from 1 to 100')).toBeVisible();
  expect(screen.getByText('The end must be after the start')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('IST wall-clock times convert both ways whatever the machine’s zone', () => {
  expect(instantFromIst('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
  expect(instantFromIst('2026-12-01T09:00:00Z')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  expect(instantFromIst('tomorrow')).toBeNull();
  expect(istInputOf('2026-11-30T20:00:00.000Z')).toBe('2026-12-01T01:30');
});

test('promotionStatus: ended beats used up beats paused beats scheduled', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  const p = {
    active: true,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
    redemptions: 3,
    totalLimit: 10,
  };
  expect(promotionStatus(p, now)).toBe('RUNNING');
  expect(promotionStatus({ ...p, startsAt: new Date('2026-11-27T00:00:00Z') }, now)).toBe('SCHEDULED');
  expect(promotionStatus({ ...p, active: false }, now)).toBe('PAUSED');
  expect(promotionStatus({ ...p, active: false, redemptions: 10 }, now)).toBe('USED_UP');
  expect(promotionStatus({ ...p, redemptions: 10, endsAt: now }, now)).toBe('ENDED');
  expect(promotionStatus({ ...p, endsAt: null, totalLimit: null }, now)).toBe('RUNNING');
});
