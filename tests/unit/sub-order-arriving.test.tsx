/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { SubOrderCard } from '@/components/orders/SubOrderCard';
import type { SubOrderJson } from '@/lib/commerce/orders';
import { renderIntl } from './render-with-providers';

const part = (change: Partial<SubOrderJson>): SubOrderJson => ({
  id: 1,
  subOrderNumber: 'OT-1-A',
  sellerName: 'Darjeeling Estate',
  status: 'CONFIRMED',
  items: [],
  shipmentResponse: null,
  deliveredAt: null,
  returnBy: null,
  hasInvoice: false,
  creditNotes: [],
  estimatedDelivery: { earliest: '2026-11-28', latest: '2026-12-01' },
  returnedToOrigin: false,
  ...change,
});

describe("a part's promised window on the order page", () => {
  it.each(['CONFIRMED', 'PROCESSING', 'SHIPPED'])('says "Arriving by" its last day while %s', (status) => {
    renderIntl(<SubOrderCard sub={part({ status })} orderNumber="OT-1" />);
    expect(screen.getByTestId('arriving-by')).toHaveTextContent('Arriving by Tue, 1 Dec');
  });

  it.each([
    ['delivered', { status: 'DELIVERED' }],
    ['cancelled', { status: 'CANCELLED' }],
    ['back at the seller', { status: 'SHIPPED', returnedToOrigin: true }],
    ['placed before promises', { estimatedDelivery: null }],
  ])('says nothing once %s', (_, change) => {
    renderIntl(<SubOrderCard sub={part(change)} orderNumber="OT-1" />);
    expect(screen.queryByTestId('arriving-by')).toBeNull();
  });

  it('reads in Hindi on a Hindi page: the status badge, the seller and the promised day', () => {
    renderIntl(<SubOrderCard sub={part({ status: 'SHIPPED' })} orderNumber="OT-1" />, 'hi');
    expect(screen.getByTestId('order-status')).toHaveTextContent('भेज दिया गया');
    expect(screen.getByText(/सेलर: Darjeeling Estate/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'शिपमेंट OT-1-A' })).toBeInTheDocument();
  });
});
