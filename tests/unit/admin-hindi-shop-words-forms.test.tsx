/** @jest-environment jsdom */
/**
 * The shop's own words edited in Hindi beside the English (design §15, issue 36): a promotion's title,
 * a team member's words and the shop's tagline, support hours and address. Each Hindi field shows what
 * is saved and says the English shows when it is empty; what is typed leaves as `translations`.
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PromotionForm } from '@/components/promotions/PromotionForm';
import { TeamMemberForm } from '@/components/admin/content/TeamMemberForm';
import { SettingsForm } from '@/components/admin/settings/SettingsForm';
import { ProductOptions } from '@/components/admin/products/ProductOptions';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { AdminTeamMemberDto } from '@/lib/content/admin-content';
import type { SettingsJson } from '@/lib/settings/schema';

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
const HINT = 'Left empty, the Hindi shop (/hi) shows the English.';
const hindi = (label: string) => screen.getByLabelText(`Hindi ${label}`, { exact: false });

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

test('the promotion form edits the Hindi title beside the English and sends it as translations', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: { id: 9 } }));
  const promotion = {
    id: 9,
    code: 'WELCOME10',
    title: 'Welcome offer',
    translations: { hi: { title: 'वेलकम ऑफ़र' } },
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 150,
    minOrderValue: 0,
    scope: 'ALL',
    scopeIds: [],
    seller: null,
    prepaidOnly: false,
    firstOrderOnly: true,
    perCustomerLimit: 1,
    totalLimit: null,
    redemptions: 0,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    active: true,
    advertised: true,
    combinable: true,
  } as unknown as AdminPromotion;
  render(<PromotionForm promotion={promotion} choices={{ products: [], categories: [], sellers: [] }} />);
  const title = hindi('title');
  expect(title).toHaveValue('वेलकम ऑफ़र');
  expect(title).toHaveAttribute('lang', 'hi');
  expect(title).toHaveAccessibleDescription(HINT);
  fireEvent.change(title, { target: { value: 'स्वागत ऑफ़र' } });
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sent()).toMatchObject({ title: 'Welcome offer', translations: { hi: { title: 'स्वागत ऑफ़र' } } });
});

test('the team member form sends the Hindi name, role, department, bio and message; too long is not sent', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  const member = {
    id: 4,
    name: 'Pemba Sherpa',
    positionTitle: 'Tea Sourcing Manager',
    department: 'Sourcing',
    profileImage: null,
    founder: false,
    coFounder: false,
    joinDate: null,
    bio: 'Tastes every lot.',
    email: null,
    linkedIn: null,
    message: null,
    displayOrder: 4,
    translations: { hi: { name: 'पेम्बा शेरपा', department: 'सोर्सिंग' } },
  } as AdminTeamMemberDto;
  render(<TeamMemberForm member={member} />);
  expect(hindi('name')).toHaveValue('पेम्बा शेरपा');
  expect(hindi('name')).toHaveAccessibleDescription(HINT);
  expect(hindi('department')).toHaveValue('सोर्सिंग');
  expect(hindi('position')).toHaveValue('');

  fireEvent.change(hindi('position'), { target: { value: 'क'.repeat(101) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hindi('position')).toHaveAttribute('aria-invalid', 'true'));
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(hindi('position'), { target: { value: 'चाय सोर्सिंग मैनेजर' } });
  fireEvent.change(hindi('bio'), { target: { value: 'हर लॉट चखते हैं।' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const body = sent();
  expect(body).toMatchObject({
    name: 'Pemba Sherpa',
    translations: {
      hi: {
        name: 'पेम्बा शेरपा',
        positionTitle: 'चाय सोर्सिंग मैनेजर',
        department: 'सोर्सिंग',
        bio: 'हर लॉट चखते हैं।',
        message: '',
      },
    },
  });
  expect(Object.keys(body).filter((k) => k.startsWith('hi_'))).toEqual([]);
});

test('the settings form shows the shop words’ Hindi beside them and sends it as translations', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  const initial: SettingsJson = {
    name: 'Organic Tattva',
    tagline: 'Tea, honey and spices',
    legalName: 'Organic Tattva Naturals Pvt. Ltd.',
    gstin: '18AABCO1234F1Z5',
    phone: '+91 98765 43210',
    email: 'care@organictattva.example',
    street: '14, Tea Garden Lane',
    city: 'Guwahati',
    state: 'Assam',
    postalCode: '781022',
    supportHours: '10am to 4pm',
    shippingFee: 59,
    freeDeliveryThreshold: 5000,
    codCharge: 49,
    returnWindowHours: 24,
    reviewRequestDays: 5,
    translations: { hi: { city: 'गुवाहाटी', state: 'असम' } },
  };
  render(<SettingsForm initial={initial} />);
  expect(screen.getByLabelText(/^Tagline/)).toHaveValue('Tea, honey and spices');
  expect(hindi('city')).toHaveValue('गुवाहाटी');
  expect(hindi('support hours')).toHaveAccessibleDescription(HINT);
  expect(screen.queryByLabelText('Hindi GSTIN', { exact: false })).toBeNull();
  fireEvent.change(hindi('tagline'), { target: { value: 'चाय, शहद और मसाले' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const body = sent();
  expect(body).toMatchObject({
    tagline: 'Tea, honey and spices',
    city: 'Guwahati',
    translations: {
      hi: { tagline: 'चाय, शहद और मसाले', supportHours: '', street: '', city: 'गुवाहाटी', state: 'असम' },
    },
  });
  expect(Object.keys(body).filter((k) => k.startsWith('hi_'))).toEqual([]);
});

test('the options card names a product’s one option in Hindi and sends it with the options', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  render(<ProductOptions productId={7} options={[{ name: 'Grind', values: ['Whole', 'Powder'] }]} hindiName="पिसाई" />);
  const name = hindi('option 1');
  expect(name).toHaveValue('पिसाई');
  fireEvent.change(name, { target: { value: 'पीसने का तरीक़ा' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sent()).toEqual({
    options: [{ name: 'Grind', values: ['Whole', 'Powder'] }],
    translations: { hi: { optionName: 'पीसने का तरीक़ा' } },
  });
});
