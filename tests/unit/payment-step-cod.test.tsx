/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaymentStep } from '@/components/checkout/PaymentStep';
import { priceCheckout } from '@/lib/api-client/offers';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';
import type { CheckoutDeliveryJson } from '@/lib/delivery/types';
import { toPriceJson } from '@/lib/offers/price-json';
import { priceCart } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { renderWithProviders } from './render-with-providers';
import { teaLine } from './shown-lines.fixtures';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn() }) }));
jest.mock('@/lib/api-client/offers', () => ({ priceCheckout: jest.fn(), readPromotions: jest.fn(async () => []) }));
jest.mock('@/lib/api-client/orders', () => ({ ordersApi: { place: jest.fn() } }));
jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const priced = priceCheckout as jest.MockedFunction<typeof priceCheckout>;
const place = ordersApi.place as jest.MockedFunction<typeof ordersApi.place>;

const CAP = 'Cash on delivery is available on orders up to ₹1,000.00.';
const served: CheckoutDeliveryJson = {
  addressId: 1,
  pincode: '560038',
  serviceable: true,
  message: null,
  sellers: [{ sellerName: 'Darjeeling Estate', earliest: '2026-11-28', latest: '2026-12-01' }],
  cod: { available: true, reason: null, message: null },
};

/** The server's price answer for 3 × ₹400, with this delivery to address 1. */
function answerWith(delivery: CheckoutDeliveryJson) {
  priced.mockImplementation(async (body) =>
    toPriceJson(
      priceCart([{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 3 }], DEFAULT_RATES, body.paymentMethod ?? null),
      [{ productId: 7, variantId: 70, quantity: 3, pricePaise: 400_00 }],
      body.addressId === 1 ? delivery : null,
    ),
  );
}

beforeEach(() => {
  priced.mockReset();
  place.mockReset();
});

const step = (locale: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <PaymentStep
      lines={[teaLine(3)]}
      rates={DEFAULT_RATES}
      addressId={1}
      source="cart"
      code={null}
      onCode={jest.fn()}
      onBack={jest.fn()}
    />,
    locale,
  );
const cod = () => screen.getByRole('radio', { name: /Cash on Delivery/ });

describe('COD on the payment step', () => {
  it('is offered when the delivery answer allows it', async () => {
    answerWith(served);
    step();
    await waitFor(() => expect(priced).toHaveBeenCalledWith(expect.objectContaining({ addressId: 1 })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(cod()).toBeEnabled();
    fireEvent.click(cod());
    expect(cod()).toBeChecked();
  });

  it('is shown disabled with the reason beside it when refused, and cannot be chosen', async () => {
    answerWith({ ...served, cod: { available: false, reason: 'OVER_CAP', message: CAP } });
    step();
    expect(await screen.findByText(CAP)).toBeVisible();
    expect(cod()).toBeDisabled();
    expect(cod()).toHaveAccessibleDescription(CAP);
    fireEvent.click(cod());
    expect(cod()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
  });

  it("shows the placement's COD refusal beside COD and leaves UPI chosen", async () => {
    answerWith(served);
    step();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    fireEvent.click(cod());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    const message = 'Cash on delivery is not available at PIN code 560038.';
    place.mockRejectedValue(new ApiError(422, message, { paymentMethod: message }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(cod()).toBeDisabled());
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
  });

  it('stops an address no longer served, with its message', async () => {
    const message = "We don't deliver to 560038 yet.";
    answerWith({
      ...served,
      serviceable: false,
      message,
      sellers: [],
      cod: { available: false, reason: 'UNSERVICEABLE', message },
    });
    step();
    expect((await screen.findByTestId('address-not-served')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});

describe('COD on the payment step, on a Hindi page', () => {
  // The refusal is the server's sentence (the API answers in the page's language); the step words the rest.
  const REFUSED_HI = 'इस अकाउंट पर कैश ऑन डिलीवरी उपलब्ध नहीं है।';

  it('names the methods in Hindi and shows COD refused, disabled, with its reason beside it', async () => {
    answerWith({ ...served, cod: { available: false, reason: 'REFUSED_BEFORE', message: REFUSED_HI } });
    step('hi');
    const codHi = () => screen.getByRole('radio', { name: /कैश ऑन डिलीवरी \(COD\)/ });
    expect(await screen.findByText(REFUSED_HI)).toBeVisible();
    expect(codHi()).toBeDisabled();
    expect(codHi()).toHaveAccessibleDescription(REFUSED_HI);
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'पेमेंट का तरीक़ा' })).toBeTruthy();
    expect(screen.getByText('₹49 COD हैंडलिंग शुल्क')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled());
  });

  it('a COD order placed from a Hindi page goes on to the Hindi order page', async () => {
    answerWith(served);
    mockReplace.mockReset();
    place.mockResolvedValue({
      orderNumber: 'OT-HINDI01',
      status: 'CONFIRMED',
      paymentType: 'POSTPAID',
      paymentMethod: 'COD',
    } as Awaited<ReturnType<typeof ordersApi.place>>);
    step('hi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled());
    fireEvent.click(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/hi/order?number=OT-HINDI01'));
    expect(place.mock.calls[0][0]).toMatchObject({ paymentInfo: { method: 'COD' } });
  });

  it('tells in Hindi to go back when the address is not served', async () => {
    const message = '560038 पर अभी हम डिलीवरी नहीं करते।';
    answerWith({
      ...served,
      serviceable: false,
      message,
      sellers: [],
      cod: { available: false, reason: 'UNSERVICEABLE', message },
    });
    step('hi');
    expect((await screen.findByTestId('address-not-served')).textContent).toBe(
      `${message} दूसरा पता चुनने के लिए पीछे जाएँ।`,
    );
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
  });
});
