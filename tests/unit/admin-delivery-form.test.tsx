/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeliveryForm } from '@/components/admin/delivery/DeliveryForm';
import { DEFAULT_DELIVERY_SETTINGS } from '@/lib/delivery/settings-schema';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }), usePathname: () => '/admin' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save delivery settings' }));

describe('delivery settings form', () => {
  test('a PIN code that is not 6 digits is refused on its field, and nothing is sent', async () => {
    render(<DeliveryForm initial={DEFAULT_DELIVERY_SETTINGS} />);
    fill('PIN codes not served', '110001\n11000');
    save();
    expect(await screen.findByText('Enter 6-digit PIN codes, one a line')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the lists one a line and the days per zone as typed, for the server to read', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      statusText: '',
      json: () => Promise.resolve({ status: 200, message: 'OK', data: DEFAULT_DELIVERY_SETTINGS }),
    });
    render(<DeliveryForm initial={DEFAULT_DELIVERY_SETTINGS} />);
    fill('PIN codes without cash on delivery', '560001\n560002');
    fill('Same city: most days', '3');
    save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0][1].body as string);
    expect(body.codOffPincodes).toBe('560001\n560002');
    expect(body.days.SAME_CITY).toEqual({ min: '1', max: '3' });
    expect(fetchMock.mock.calls[0][0]).toContain('/api/v1/admin/delivery');
  });
});
