/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressForm } from '@/components/account/AddressForm';
import { AddressStep } from '@/components/checkout/AddressStep';
import type { AddressDto } from '@/lib/account/addresses';
import type { DeliveryJson } from '@/lib/delivery/types';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { renderWithProviders } from './render-with-providers';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The step's delivery answer is not what these tests are about: it stays "Checking delivery dates…".
jest.mock('@/lib/api-client/offers', () => ({ priceCheckout: jest.fn(() => new Promise(() => {})) }));

const saved: AddressDto = {
  id: 5,
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  phoneNumber2: null,
  streetAddress: '12 Elm Street',
  addressLine1: null,
  addressLine2: null,
  city: 'Boston',
  state: 'MA',
  postalCode: '02101',
  country: 'United States',
};

const stepLines = { lines: [], rates: DEFAULT_RATES, code: null };

type Call = { url: string; method: string; body: unknown };

/** The browser's fetch for /addresses, answering like the API and recording what was sent. */
function stubAddressApi(list: AddressDto[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const data = method === 'GET' ? list : { ...(body as object), id: 5 };
    return { status: 200, ok: true, statusText: 'OK', json: async () => ({ status: 200, message: 'OK', data }) };
  }) as unknown as typeof fetch;
  return calls;
}

describe('the checkout address form', () => {
  it('keeps a saved address’s country when it is edited at checkout', async () => {
    const calls = stubAddressApi([saved]);
    renderWithProviders(
      <AddressStep {...stepLines} chosenId={5} onChoose={() => {}} onBack={() => {}} onNext={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Address' }));
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/addresses/5');
    expect(put.body).toMatchObject({ country: 'United States', city: 'Boston' });
  });

  it('adds a new address in India, the country fixed', async () => {
    const calls = stubAddressApi([]);
    renderWithProviders(
      <AddressStep {...stepLines} chosenId={null} onChoose={() => {}} onBack={() => {}} onNext={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    const country = screen.getByLabelText('Country');
    expect(country.hasAttribute('disabled') || country.hasAttribute('readonly')).toBe(true);
    const save = screen.getByRole('button', { name: 'Save Address' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Meera Iyer');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '9876543210');
    await userEvent.type(screen.getByLabelText(/Street address/), '14 Lake View Road');
    await userEvent.type(screen.getByLabelText(/^City/), 'Chennai');
    await userEvent.type(screen.getByLabelText(/^State/), 'Tamil Nadu');
    await userEvent.type(screen.getByLabelText(/postal code/i), '600001');
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      country: 'India',
      postalCode: '600001',
      name: 'Meera Iyer',
    });
  });
});

const PLACES: Record<string, Pick<DeliveryJson, 'city' | 'district' | 'state'>> = {
  '110001': { city: 'New Delhi', district: 'New Delhi', state: 'Delhi' },
  '560038': { city: 'Bengaluru', district: 'Bengaluru', state: 'Karnataka' },
};

/** The public delivery call as the API answers it: a known PIN code's place, 404 for any other. */
function stubDeliveryApi() {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const pincode = new URL(url, 'http://shop.test').searchParams.get('pincode')!;
    const place = PLACES[pincode];
    if (!place) return { status: 404, ok: false, json: async () => ({ message: 'Enter a valid Indian PIN code.' }) };
    const data = { pincode, ...place, serviceable: true, cod: true, earliest: '2026-11-27', latest: '2026-11-29' };
    return { status: 200, ok: true, json: async () => ({ status: 200, message: 'OK', data }) };
  }) as unknown as typeof fetch;
  return asked;
}

function openNewAddress() {
  renderWithProviders(<AddressForm onSaved={() => {}} onCancel={() => {}} />);
  return {
    pin: screen.getByLabelText(/postal code/i),
    city: screen.getByLabelText(/^City/),
    state: screen.getByLabelText(/^State/),
  };
}

describe('the address form’s PIN code', () => {
  it('fills an empty city and state from a typed PIN code, asking without a product', async () => {
    const asked = stubDeliveryApi();
    const { pin, city, state } = openNewAddress();
    await userEvent.type(pin, '110001');
    await waitFor(() => expect(city).toHaveValue('New Delhi'));
    expect(state).toHaveValue('Delhi');
    expect(asked).toEqual(['/api/v1/public/store/delivery?pincode=110001']);
  });

  it('never writes over a city the shopper typed, and refills what an earlier PIN code filled', async () => {
    stubDeliveryApi();
    const { pin, city, state } = openNewAddress();
    await userEvent.type(city, 'Connaught Place');
    await userEvent.type(pin, '110001');
    await waitFor(() => expect(state).toHaveValue('Delhi'));
    expect(city).toHaveValue('Connaught Place');
    await userEvent.clear(pin);
    await userEvent.type(pin, '560038');
    await waitFor(() => expect(state).toHaveValue('Karnataka'));
    expect(city).toHaveValue('Connaught Place');
  });

  it('says an unknown PIN code is not valid, until the shopper changes it', async () => {
    stubDeliveryApi();
    const { pin, city } = openNewAddress();
    await userEvent.type(pin, '999999');
    expect(await screen.findByText('Enter a valid Indian PIN code.')).toBeInTheDocument();
    expect(city).toHaveValue('');
    await userEvent.clear(pin);
    await userEvent.type(pin, '560038');
    await waitFor(() => expect(city).toHaveValue('Bengaluru'));
    expect(screen.queryByText('Enter a valid Indian PIN code.')).not.toBeInTheDocument();
  });

  it('looks nothing up for an address outside India', async () => {
    const asked = stubDeliveryApi();
    const { pin, city } = openNewAddress();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await userEvent.type(pin, '110001');
    expect(pin).toHaveValue('110001');
    expect(asked).toEqual([]);
    expect(city).toHaveValue('');
  });
});

describe('the address form on a Hindi page', () => {
  it('has Hindi labels and shows the schema’s messages in Hindi', async () => {
    const calls = stubAddressApi([]);
    renderWithProviders(<AddressForm onSaved={() => {}} onCancel={() => {}} />, 'hi');
    expect(screen.getByRole('heading', { name: 'नया पता जोड़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('देश')).toHaveDisplayValue('भारत');
    expect(screen.getByLabelText('देश')).toHaveValue('India');
    await userEvent.type(screen.getByLabelText(/पूरा नाम/), 'Meera Iyer');
    await userEvent.type(screen.getByLabelText(/^फ़ोन नंबर/), '1234567890');
    await userEvent.type(screen.getByLabelText(/मकान नंबर/), '14 Lake View Road');
    await userEvent.type(screen.getByLabelText(/^शहर/), 'Chennai');
    await userEvent.type(screen.getByLabelText(/^राज्य/), 'Tamil Nadu');
    await userEvent.type(screen.getByLabelText(/^पिनकोड/), '012345');
    await userEvent.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('6, 7, 8 या 9 से शुरू होने वाला सही 10 अंकों का मोबाइल नंबर डालें')).toBeInTheDocument();
    expect(screen.getByText('सही 6 अंकों का पिनकोड डालें (यह 0 से शुरू नहीं हो सकता)')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
