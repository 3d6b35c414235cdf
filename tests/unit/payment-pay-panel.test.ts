/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { PaymentHistory } from '@/components/payments/PaymentHistory';
import { PayPanel } from '@/components/payments/PayPanel';
import { payOrder, type PayOutcome } from '@/components/payments/pay-order';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/messages';
import { renderWithProviders } from './render-with-providers';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/components/payments/pay-order', () => ({ payOrder: jest.fn() }));
jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const pay = payOrder as jest.MockedFunction<typeof payOrder>;

const PAYMENT_FAILED = 'Payment Failed. Please try again or contact support.';

// The page's language goes with the payment (its window is a React root of its own).
const intl = (locale: Locale = 'en') => ({ locale, messages: messages[locale] });

function show(props: Partial<Parameters<typeof PayPanel>[0]> = {}, locale: Locale = 'en') {
  return renderWithProviders(
    createElement(PayPanel, {
      orderNumber: 'OT-TEST1234',
      status: 'PENDING',
      paymentType: 'PREPAID',
      paymentMethod: 'UPI',
      amount: 458,
      ...props,
    }),
    locale,
  );
}

beforeEach(() => {
  pay.mockReset();
  refresh.mockReset();
});

describe('payment page outcomes', () => {
  it('success: the order is reloaded and the button reads Payment Completed, disabled', async () => {
    pay.mockResolvedValue({ status: 'paid' } satisfies PayOutcome);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now ₹458.00' }));
    expect(pay).toHaveBeenCalledWith('OT-TEST1234', { method: 'UPI', intl: intl() });
    expect(await screen.findByRole('button', { name: 'Payment Completed' })).toBeDisabled();
    expect(refresh).toHaveBeenCalled();
  });

  it('error: the spec message, and the button stays usable for another try', async () => {
    pay.mockResolvedValue({ status: 'failed', reason: 'The card was declined by the issuing bank (sandbox).' });
    show({ paymentMethod: 'CARD' });
    await userEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(pay).toHaveBeenCalledWith('OT-TEST1234', { method: 'CARD', intl: intl() });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
  });

  it('a COD order paying now instead: the amount without the COD charge, the saving, then Payment Completed', async () => {
    pay.mockResolvedValue({ status: 'paid' });
    show({ status: 'CONFIRMED', paymentType: 'POSTPAID', paymentMethod: 'COD', amount: 409, saving: 49 });
    expect(
      screen.getByText('Pay ₹409.00 now by UPI or card and save the ₹49.00 cash-on-delivery charge.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now ₹409.00' }));
    expect(pay).toHaveBeenCalledWith('OT-TEST1234', { method: 'UPI', instead: true, intl: intl() });
    expect(await screen.findByRole('button', { name: 'Payment Completed' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/order?number=OT-TEST1234');
  });

  it('closing the payment window changes nothing', async () => {
    pay.mockResolvedValue({ status: 'dismissed' });
    show();
    await userEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('an order already paid shows Payment Completed, disabled; cancelled and COD orders offer no payment', () => {
    const { unmount } = show({ status: 'CONFIRMED' });
    expect(screen.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
    unmount();
    const cancelled = show({ status: 'CANCELLED' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cancelled.unmount();
    show({ status: 'CONFIRMED', paymentType: 'POSTPAID' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the payment page in Hindi', () => {
  it('offers the payment, confirms it and links the order, all in Hindi', async () => {
    pay.mockResolvedValue({ status: 'paid' });
    show({}, 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'अभी ₹458.00 का पेमेंट करें' }));
    expect(pay).toHaveBeenCalledWith('OT-TEST1234', { method: 'UPI', intl: intl('hi') });
    expect(await screen.findByRole('button', { name: 'पेमेंट हो गया' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('आपका पेमेंट मिल गया और ऑर्डर कन्फ़र्म हो गया है।');
    expect(screen.getByRole('link', { name: 'अपना ऑर्डर देखें' })).toHaveAttribute('href', '/hi/order?number=OT-TEST1234');
  });

  it('says in Hindi why a COD order is not paid here', () => {
    show({ status: 'CONFIRMED', paymentType: 'POSTPAID' }, 'hi');
    expect(screen.getByText('इस ऑर्डर का पेमेंट डिलीवरी पर होगा।')).toBeVisible();
  });

  it('a failed payment says so in Hindi', async () => {
    pay.mockResolvedValue({ status: 'failed', reason: 'Card declined.' });
    show({}, 'hi');
    await userEvent.click(screen.getByRole('button', { name: /पेमेंट करें/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'पेमेंट नहीं हो सका। कृपया फिर से कोशिश करें या सपोर्ट टीम से संपर्क करें।',
    );
  });
});

describe('payment history', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 400, status, statusText: '', json: async () => body });
  const showHistory = (locale: Locale = 'en') =>
    renderWithProviders(createElement(PaymentHistory, { orderNumber: 'OT-TEST1234' }), locale);

  it("a failed load toasts 'Failed to fetch payment history.' and shows 'Failed to load payments'", async () => {
    global.fetch = answer(500, { status: 500, message: 'boom', data: null });
    showHistory();
    expect(await screen.findByText('Failed to load payments')).toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(jest.mocked(toast.error).mock.calls[0][0]).toBe('Failed to fetch payment history.');
  });

  it('lists each attempt: id, amount, method, paid or failed with the reason', async () => {
    global.fetch = answer(200, {
      status: 200,
      message: 'OK',
      data: [
        {
          paymentId: 'pay_A',
          createdAt: '2026-01-05T10:00:00Z',
          amount: 458,
          method: 'CARD',
          paid: false,
          failed: true,
          failureReason: 'Card declined.',
          refundRequired: false,
          refunds: [],
        },
        {
          paymentId: 'pay_B',
          createdAt: '2026-01-05T10:05:00Z',
          amount: 458,
          method: 'UPI',
          paid: true,
          failed: false,
          failureReason: null,
          refundRequired: false,
          refunds: [],
        },
      ],
    });
    showHistory();
    const records = await screen.findAllByTestId('payment-record');
    expect(records).toHaveLength(2);
    expect(records[0]).toHaveTextContent(/pay_A.*CARD.*Card declined\..*₹458\.00.*Failed/);
    expect(records[1]).toHaveTextContent(/pay_B.*UPI.*₹458\.00.*Paid/);
  });

  it('reads each attempt in Hindi: date, status and refunds', async () => {
    global.fetch = answer(200, {
      status: 200,
      message: 'OK',
      data: [
        {
          paymentId: 'pay_C',
          createdAt: '2026-01-05T10:05:00Z',
          amount: 458,
          method: 'UPI',
          paid: true,
          failed: false,
          failureReason: null,
          refundRequired: false,
          refunds: [
            {
              refundId: 'rfnd_1',
              amount: 100,
              status: 'PROCESSED',
              createdAt: '2026-01-06T10:00:00Z',
              creditNote: null,
              subOrderNumber: null,
            },
          ],
        },
      ],
    });
    showHistory('hi');
    const [record] = await screen.findAllByTestId('payment-record');
    expect(record).toHaveTextContent('कुछ रिफ़ंड हो गया');
    expect(record).toHaveTextContent('जनवरी');
    expect(screen.getByTestId('refund')).toHaveTextContent(/रिफ़ंड ₹100\.00.*हो गया/);
    expect(screen.getByTestId('refund-summary')).toHaveTextContent('₹458.00 में से ₹100.00 रिफ़ंड हुआ — ₹358.00 दुकान के पास');
  });
});
