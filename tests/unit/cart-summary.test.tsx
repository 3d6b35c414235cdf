/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { CartSummary } from '@/components/cart/CartSummary';
import { priceCart } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { renderIntl } from './render-with-providers';
import { offers, promo } from './offers-fixtures';

const noop = () => {};

describe('cart summary', () => {
  it('shows the ₹59 the checkout will charge under ₹5000, not FREE', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy={false}
        onCheckout={noop}
      />,
    );
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹800.00');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('₹59.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹859.00');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows FREE from ₹5000', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 5000_00, pricePaise: 5000_00, quantity: 1 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy={false}
        onCheckout={noop}
      />,
    );
    expect(screen.getByTestId('cart-shipping').textContent).toBe('FREE');
    expect(screen.getByText('Free delivery (order over ₹5000)')).toBeTruthy();
  });

  it('blocks checkout with the spec texts while an item is out of stock', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 100_00, pricePaise: 100_00, quantity: 1 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={2}
        busy={false}
        onCheckout={noop}
      />,
    );
    expect(screen.getByText('2 item(s) out of stock')).toBeTruthy();
    expect(screen.getByText('Remove or restock these items to proceed to checkout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cannot checkout - Out of stock items' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('disables checkout while a request is running', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 100_00, pricePaise: 100_00, quantity: 1 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy
        onCheckout={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('cart summary with offers', () => {
  const lines = [{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }];
  const welcome = promo({ code: 'WELCOME10', title: 'Welcome offer' });

  it('lists the coupon’s discount under the subtotal and takes it off the total', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart(lines, DEFAULT_RATES, null, offers([welcome], 'WELCOME10'))}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy={false}
        onCheckout={noop}
      />,
    );
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹800.00');
    expect(screen.getByTestId('cart-offer-WELCOME10').textContent).toBe('− ₹80.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹779.00');
  });

  it('says quietly that it is updating, and why prices are not final when offers could not be checked', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart(lines, DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy={false}
        onCheckout={noop}
        updating
        note="Offers could not be checked just now; prices will be confirmed at checkout."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    expect(screen.getByText(/prices will be confirmed at checkout/)).toBeTruthy();
  });
});

describe('cart summary in Hindi', () => {
  it('labels the totals, the delivery line and the way on in Hindi, rupees as before', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={0}
        busy={false}
        onCheckout={noop}
      />,
      'hi',
    );
    expect(screen.getByRole('complementary', { name: 'कार्ट का सारांश' })).toBeTruthy();
    expect(screen.getByText('कुल')).toBeTruthy();
    expect(screen.getByText('सबटोटल')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹859.00');
    expect(screen.getByText('₹59 डिलीवरी शुल्क (₹5000 से ज़्यादा के ऑर्डर पर मुफ़्त)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चेकआउट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toBeTruthy();
  });

  it('says in Hindi why checkout is blocked', () => {
    renderIntl(
      <CartSummary
        breakdown={priceCart([{ mrpPaise: 100_00, pricePaise: 100_00, quantity: 1 }], DEFAULT_RATES)}
        rates={DEFAULT_RATES}
        unavailable={2}
        busy={false}
        onCheckout={noop}
      />,
      'hi',
    );
    expect(screen.getByText('2 प्रोडक्ट स्टॉक में नहीं हैं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चेकआउट नहीं हो सकता - कुछ प्रोडक्ट स्टॉक में नहीं हैं' })).toBeTruthy();
  });
});
