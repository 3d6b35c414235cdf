/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { messages } from '@/messages';
import { CouponField } from '@/components/cart/CouponField';
import { CartPriceBox } from '@/components/cart/CartPriceBox';
import { priceCheckout } from '@/lib/api-client/offers';
import { toPriceJson } from '@/lib/offers/price-json';
import { priceCart } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { renderWithProviders } from './render-with-providers';
import { offers, promo } from './offers-fixtures';
import { teaLine } from './shown-lines.fixtures';

jest.mock('@/lib/api-client/offers', () => ({
  priceCheckout: jest.fn(),
  readPromotions: jest.fn(async () => [
    { code: 'WELCOME10', title: 'Welcome offer', terms: '10% off on your first order', kind: 'PERCENT' },
  ]),
}));
const priced = priceCheckout as jest.MockedFunction<typeof priceCheckout>;

const noop = () => {};
// A re-render replaces the whole tree: it needs the words again.
const inEnglish = (ui: ReactElement) => (
  <NextIntlClientProvider locale="en" messages={messages.en} timeZone="Asia/Kolkata">
    {ui}
  </NextIntlClientProvider>
);

describe('coupon field', () => {
  it('applies the typed code and clears the box', () => {
    const onApply = jest.fn();
    renderWithProviders(<CouponField code={null} verdict={null} onApply={onApply} onRemove={noop} />);
    const box = screen.getByLabelText('Coupon code');
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('welcome10');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('reads out the applied message as a status and a refusal as an alert, with a Remove control', () => {
    const onRemove = jest.fn();
    const { rerender } = renderWithProviders(
      <CouponField
        code="WELCOME10"
        verdict={{ code: 'WELCOME10', applied: true, message: 'Coupon applied.' }}
        onApply={noop}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Coupon applied.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(
      inEnglish(
        <CouponField
          code="WELCOME10"
          verdict={{ code: 'WELCOME10', applied: false, message: 'This code is for your first order.' }}
          onApply={noop}
          onRemove={onRemove}
        />,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('This code is for your first order.');
  });

  it('speaks Hindi on a Hindi page', () => {
    const onApply = jest.fn();
    renderWithProviders(<CouponField code="WELCOME10" verdict={null} onApply={onApply} onRemove={noop} />, 'hi');
    fireEvent.change(screen.getByLabelText('कूपन कोड'), { target: { value: 'tea5' } });
    fireEvent.click(screen.getByRole('button', { name: 'कूपन लगाएँ' }));
    expect(onApply).toHaveBeenCalledWith('tea5');
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
  });
});

describe('the cart priced by the server', () => {
  const lines = [teaLine(2)];
  const pricedLines = [{ productId: 7, variantId: 70, quantity: 2, pricePaise: 400_00 }];
  const welcome = promo({ code: 'WELCOME10', title: 'Welcome offer' });
  beforeEach(() => {
    window.sessionStorage.clear();
    priced.mockReset();
  });

  it('applies a code: the server is asked with it, the discount row and message appear, and the code is remembered', async () => {
    priced.mockImplementation(async (body) =>
      toPriceJson(
        priceCart(
          [{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }],
          DEFAULT_RATES,
          null,
          offers([welcome], body.promotionCode ?? null),
        ),
        pricedLines,
      ),
    );
    renderWithProviders(
      <CartPriceBox lines={lines} rates={DEFAULT_RATES} unavailable={0} busy={false} onCheckout={noop} />,
    );
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹859.00'));
    expect((await screen.findByRole('region', { name: 'Offers' })).textContent).toBe(
      'OffersWELCOME10: 10% off on your first order',
    );
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied.')).toBeTruthy();
    expect(screen.getByTestId('cart-offer-WELCOME10').textContent).toBe('− ₹80.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹779.00');
    expect(priced).toHaveBeenLastCalledWith(
      expect.objectContaining({ promotionCode: 'WELCOME10', paymentMethod: null }),
    );
    expect(window.sessionStorage.getItem('appliedPromotionCode')).toBe('WELCOME10');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹859.00'));
    expect(screen.queryByTestId('cart-offer-WELCOME10')).toBeNull();
    expect(window.sessionStorage.getItem('appliedPromotionCode')).toBeNull();
  });

  it('falls back to the lines’ own prices, without offers, when the server cannot price', async () => {
    priced.mockRejectedValue(new Error('down'));
    renderWithProviders(
      <CartPriceBox lines={lines} rates={DEFAULT_RATES} unavailable={0} busy={false} onCheckout={noop} />,
    );
    expect(await screen.findByText(/prices will be confirmed at checkout/)).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹800.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹859.00');
  });
});
