/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ShippingPapers } from '@/components/admin/orders/ShippingPapers';

describe('shipping papers on the sub-order page', () => {
  test('downloads the packing slip and the label of this sub-order as PDF files', () => {
    render(<ShippingPapers subOrderNumber="OT-AB12CD34-1" shipped={false} />);
    const slip = screen.getByRole('link', { name: 'Packing slip (PDF)' });
    const label = screen.getByRole('link', { name: 'Shipping label (PDF)' });
    expect(slip).toHaveAttribute('href', '/api/v1/admin/orders/OT-AB12CD34-1/packing-slip');
    expect(slip).toHaveAttribute('download', 'packing-slip-OT-AB12CD34-1.pdf');
    expect(label).toHaveAttribute('href', '/api/v1/admin/orders/OT-AB12CD34-1/label');
    expect(label).toHaveAttribute('download', 'label-OT-AB12CD34-1.pdf');
    expect(screen.getByText(/waybill.s barcode once this part is shipped/)).toBeInTheDocument();
  });

  test('once shipped, the label already carries the waybill and the note goes away', () => {
    render(<ShippingPapers subOrderNumber="OT-AB12CD34-1" shipped />);
    expect(screen.queryByText(/once this part is shipped/)).not.toBeInTheDocument();
  });
});
