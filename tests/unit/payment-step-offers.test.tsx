/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaymentStep } from '@/components/checkout/PaymentStep';
import { codeConflictOf, conflictText } from '@/components/checkout/code-conflict';
import { priceCheckout } from '@/lib/api-client/offers';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';
import { toPriceJson } from '@/lib/offers/price-json';
import { priceCart } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { renderWithProviders } from './render-with-providers';
import { createTranslator } from 'next-intl';
import { messages } from '@/messages';
import { offers, promo } from './offers-fixtures';
import { teaLine } from './shown-lines.fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api-client/offers', () => ({ priceCheckout: jest.fn(), readPromotions: jest.fn(async () => []) }));
jest.mock('@/lib/api-client/orders', () => ({ ordersApi: { place: jest.fn() } }));
const priced = priceCheckout as jest.MockedFunction<typeof priceCheckout>;
const place = ordersApi.place as jest.MockedFunction<typeof ordersApi.place>;

const line = teaLine(3);
const welcome = promo({ id: 1, code: 'WELCOME10', title: 'Welcome offer', maxDiscountPaise: 150_00, combinable: true });
const prepaid = promo({ id: 2, code: null, title: 'Prepaid offer', value: 5, prepaidOnly: true, combinable: true });
const onlyPrepaid = promo({
  id: 3,
  code: 'UPI50',
  title: 'UPI offer',
  kind: 'FLAT',
  value: 50_00,
  prepaidOnly: true,
});

beforeEach(() => {
  priced.mockReset();
  place.mockReset();
  priced.mockImplementation(async (body) =>
    toPriceJson(
      priceCart(
        [{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 3 }],
        DEFAULT_RATES,
        body.paymentMethod ?? null,
        offers([welcome, prepaid, onlyPrepaid], body.promotionCode ?? null),
      ),
      [{ productId: 7, variantId: 70, quantity: 3, pricePaise: 400_00 }],
    ),
  );
});

const step = (code: string | null, onCode = jest.fn()) =>
  renderWithProviders(
    <PaymentStep
      lines={[line]}
      rates={DEFAULT_RATES}
      addressId={1}
      source="cart"
      code={code}
      onCode={onCode}
      onBack={jest.fn()}
    />,
  );

describe('payment step with offers', () => {
  it('shows the prepaid offer on UPI, and on COD drops it with the total rising', async () => {
    step('WELCOME10');
    // 1200 − 120 (WELCOME10) − 54 (5 % of 1080) + 59 delivery
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₹1,085.00'));
    expect(screen.getByTestId('checkout-offer-auto').textContent).toBe('− ₹54.00');
    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    // + 54 back, + ₹49 COD handling
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₹1,188.00'));
    expect(screen.queryByTestId('checkout-offer-auto')).toBeNull();
    expect(screen.getByTestId('checkout-offer-WELCOME10').textContent).toBe('− ₹120.00');
  });

  it('says by the methods why a prepaid-only code does not apply to COD, and places the order without it', async () => {
    step('UPI50');
    await waitFor(() => expect(screen.getByTestId('checkout-offer-UPI50')).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect((await screen.findByTestId('method-code-message')).textContent).toBe(
      'This code is for UPI and card payments.',
    );
    expect(screen.queryByTestId('checkout-offer-UPI50')).toBeNull();
    place.mockRejectedValue(new ApiError(400, 'Stop here.'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0][0]).toMatchObject({ paymentInfo: { method: 'COD' }, promotionCode: null });
  });

  it('shows the message and the new total when the code stopped applying at placement', async () => {
    const onCode = jest.fn();
    step('WELCOME10', onCode);
    await waitFor(() => expect(screen.getByTestId('checkout-offer-WELCOME10')).toBeTruthy());
    place.mockRejectedValue(
      new ApiError(409, 'This code has expired.', { promotionCode: 'This code has expired.' }, { newTotal: 1199 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('code-conflict')).textContent).toBe(
      'This code has expired. New total: ₹1,199.00.',
    );
    expect(place.mock.calls[0][0]).toMatchObject({ promotionCode: 'WELCOME10' });
    expect(onCode).toHaveBeenCalledWith(null);
  });
});

describe('a code that stopped applying at placement', () => {
  it('reads the message and the new total from the 409, and copes without the total', () => {
    const t = createTranslator({ locale: 'en', messages: messages.en, namespace: 'Checkout.payment' });
    const withTotal = (values: { message: string; total: string }) => t('newTotal', values);
    const withTotalError = new ApiError(
      409,
      'x',
      { promotionCode: 'This code has been fully used.' },
      { newTotal: 999.5 },
    );
    expect(conflictText(codeConflictOf(withTotalError)!, withTotal)).toBe(
      'This code has been fully used. New total: ₹999.50.',
    );
    const bare = new ApiError(409, 'x', { promotionCode: 'This code has expired.' });
    expect(conflictText(codeConflictOf(bare)!, withTotal)).toBe('This code has expired.');
    expect(codeConflictOf(new ApiError(409, 'Out of stock.'))).toBeNull();
    expect(codeConflictOf(new Error('network'))).toBeNull();
  });
});
