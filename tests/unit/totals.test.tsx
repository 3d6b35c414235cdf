/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Totals } from '@/components/ui/Totals';
import { chargedBreakdown, priceCart, shippingMessage } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { paiseToRupees } from '@/lib/money';
import { offers, promo } from './offers-fixtures';

/** The one totals box, fed by the one pricing rule: checkout and the placed order agree. */
describe('totals box', () => {
  const lines = [{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }];

  it('itemises MRP, the discount, delivery and the COD charge at checkout', () => {
    const priced = priceCart(lines, DEFAULT_RATES, 'COD');
    render(
      <Totals breakdown={priced} itemised deliveryNote={shippingMessage(priced, DEFAULT_RATES)} testId="checkout" />,
    );
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('₹1,000.00');
    expect(screen.getByText('− ₹200.00')).toBeTruthy();
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('₹59.00');
    expect(screen.getByText('COD handling charge')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹908.00');
    expect(screen.getByText('₹59 delivery fee (free on orders over ₹5000)')).toBeTruthy();
  });

  it('shows a placed order exactly as it was priced at checkout', () => {
    const priced = priceCart(lines, DEFAULT_RATES, 'COD');
    const charged = chargedBreakdown({
      subtotalAmount: paiseToRupees(priced.subtotalPaise),
      discountAmount: paiseToRupees(priced.discountPaise),
      shippingCharge: paiseToRupees(priced.shippingPaise),
      handlingCharge: paiseToRupees(priced.handlingPaise),
      totalAmount: paiseToRupees(priced.totalPaise),
    });
    expect({ ...charged, itemCount: priced.itemCount, lineNetPaise: priced.lineNetPaise }).toEqual(priced);
    render(<Totals breakdown={charged} itemised testId="order" />);
    expect(screen.getByTestId('order-total').textContent).toBe('₹908.00');
    expect(screen.queryByText(/delivery fee/)).toBeNull();
  });

  it('leaves out a discount and a handling charge that are not there', () => {
    render(
      <Totals
        breakdown={priceCart([{ mrpPaise: 6000_00, pricePaise: 6000_00, quantity: 1 }], DEFAULT_RATES, 'UPI')}
        itemised
        testId="order"
      />,
    );
    expect(screen.queryByText('Discount')).toBeNull();
    expect(screen.queryByText('COD handling charge')).toBeNull();
    expect(screen.getByTestId('order-shipping').textContent).toBe('FREE');
  });
});

describe('totals box with offers', () => {
  const welcome = promo({
    id: 1,
    code: 'WELCOME10',
    title: 'Welcome offer',
    maxDiscountPaise: 150_00,
    combinable: true,
  });
  const prepaid = promo({ id: 2, code: null, title: 'Prepaid offer', value: 5, prepaidOnly: true, combinable: true });
  const lines = [{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }];

  it('gives each offer a row and leaves the discount row to what the MRP saves', () => {
    const priced = priceCart(lines, DEFAULT_RATES, 'UPI', offers([welcome, prepaid], 'WELCOME10'));
    render(<Totals breakdown={priced} itemised testId="checkout" />);
    expect(screen.getByText('− ₹200.00')).toBeTruthy();
    const welcomeRow = screen.getByTestId('checkout-offer-WELCOME10');
    expect(welcomeRow.textContent).toBe('− ₹80.00');
    expect(welcomeRow.previousElementSibling!.textContent).toBe('WELCOME10 · Welcome offer');
    expect(screen.getByTestId('checkout-offer-auto').textContent).toBe('− ₹36.00');
    expect(screen.getByText('Prepaid offer')).toBeTruthy();
    // 1000 − 200 − 80 − 36 + 59 delivery
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹743.00');
  });

  it('shows the cart’s subtotal at selling prices before the offers', () => {
    const priced = priceCart(lines, DEFAULT_RATES, null, offers([welcome], 'WELCOME10'));
    render(<Totals breakdown={priced} itemised={false} testId="cart" />);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹800.00');
    expect(screen.getByTestId('cart-offer-WELCOME10').textContent).toBe('− ₹80.00');
    expect(screen.queryByText('Discount')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹779.00');
  });

  it('shows a free-delivery offer as its row and the shipping as FREE', () => {
    const free = promo({ code: 'SHIPFREE', title: 'Free delivery', kind: 'FREE_SHIPPING', value: 0 });
    const priced = priceCart(lines, DEFAULT_RATES, 'UPI', offers([free], 'SHIPFREE'));
    render(<Totals breakdown={priced} itemised testId="checkout" />);
    expect(screen.getByTestId('checkout-offer-SHIPFREE').textContent).toBe('Free delivery');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('FREE');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹800.00');
  });

  it('lists a placed order’s offers from its JSON', () => {
    const charged = chargedBreakdown({
      subtotalAmount: 1000,
      discountAmount: 281,
      shippingCharge: 59,
      handlingCharge: 0,
      totalAmount: 778,
      promotions: [{ code: 'WELCOME10', title: 'Welcome offer', kind: 'PERCENT', amount: 81 }],
    });
    render(<Totals breakdown={charged} itemised testId="order" />);
    expect(screen.getByText('− ₹200.00')).toBeTruthy();
    expect(screen.getByTestId('order-offer-WELCOME10').textContent).toBe('− ₹81.00');
    expect(screen.getByTestId('order-total').textContent).toBe('₹778.00');
  });
});
