/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Totals } from '@/components/ui/Totals';
import { chargedBreakdown, priceCart, shippingMessage } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { paiseToRupees } from '@/lib/money';

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
