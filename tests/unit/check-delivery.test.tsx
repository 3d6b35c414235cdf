/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckDelivery } from '@/components/product/CheckDelivery';
import { deliveryApi } from '@/lib/api-client/delivery';
import { BENGALURU } from './delivery.fixtures';
import { renderIntl } from './render-with-providers';

jest.mock('@/lib/api-client/delivery', () => ({
  ...jest.requireActual('@/lib/api-client/delivery'),
  deliveryApi: { check: jest.fn() },
}));
const check = deliveryApi.check as jest.Mock;

async function checkPincode(pincode: string) {
  renderIntl(<CheckDelivery productId={12} variantId={34} />);
  await userEvent.type(screen.getByLabelText('Check delivery'), pincode);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

beforeEach(() => {
  localStorage.clear();
  check.mockReset();
});

describe('Check delivery on the product page', () => {
  it('tells a served PIN code its dates and COD, for this product, and remembers the PIN code', async () => {
    check.mockResolvedValue(BENGALURU);
    await checkPincode('560038');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivers 27–29 Nov'));
    expect(status).toHaveTextContent('Cash on delivery available');
    expect(check).toHaveBeenCalledWith({ pincode: '560038', productId: 12, variantId: 34 });
    expect(localStorage.getItem('ot:pincode')).toBe('560038');
  });

  it("says it doesn't deliver to a known PIN code the shop does not serve", async () => {
    check.mockResolvedValue({ ...BENGALURU, pincode: '744101', serviceable: false, earliest: null, latest: null });
    await checkPincode('744101');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("We don't deliver to 744101 yet"));
    expect(screen.getByRole('status')).not.toHaveTextContent('Cash on delivery');
  });

  it('refuses an unknown PIN code and forgets the remembered one', async () => {
    localStorage.setItem('ot:pincode', '560038');
    check.mockResolvedValueOnce(BENGALURU).mockResolvedValueOnce('unknown');
    renderIntl(<CheckDelivery productId={12} variantId={34} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivers 27–29 Nov'));
    const field = screen.getByLabelText('Check delivery');
    await userEvent.clear(field);
    await userEvent.type(field, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enter a valid Indian PIN code.'));
    expect(localStorage.getItem('ot:pincode')).toBeNull();
  });

  it('refuses a malformed PIN code without asking', async () => {
    await checkPincode('5600');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enter a valid Indian PIN code.'));
    expect(check).not.toHaveBeenCalled();
  });

  it('checks the PIN code remembered on the device again when the page loads', async () => {
    localStorage.setItem('ot:pincode', '560038');
    check.mockResolvedValue({ ...BENGALURU, earliest: '2026-11-27', latest: '2026-11-27', cod: false });
    renderIntl(<CheckDelivery productId={12} variantId={34} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivers by Fri, 27 Nov'));
    expect(screen.getByRole('status')).toHaveTextContent('Cash on delivery not available');
    expect(screen.getByLabelText('Check delivery')).toHaveValue('560038');
    expect(check).toHaveBeenCalledWith({ pincode: '560038', productId: 12, variantId: 34 });
  });

  it('asks nothing on a first visit until the shopper checks', () => {
    renderIntl(<CheckDelivery productId={12} variantId={34} />);
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('Check delivery in Hindi', () => {
  it('asks in Hindi and refuses a malformed PIN code in Hindi', async () => {
    renderIntl(<CheckDelivery productId={12} variantId={34} />, 'hi');
    await userEvent.type(screen.getByLabelText('डिलीवरी जाँचें'), '5600');
    await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('कृपया सही भारतीय पिनकोड डालें।'));
    expect(check).not.toHaveBeenCalled();
  });
});
