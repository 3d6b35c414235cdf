/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { LoginForm } from '@/components/account/LoginForm';
import { OrderCard } from '@/components/orders/OrderCard';
import { PaymentsList } from '@/components/orders/PaymentsList';
import type { OrderJson, PaymentRecordJson } from '@/lib/commerce/orders';
import { ADDRESS_MESSAGES } from '@/lib/validation/address';
import { MESSAGES } from '@/lib/validation/auth';
import enAccount from '@/messages/en/Account.json';
import enAuth from '@/messages/en/Auth.json';
import { renderIntl } from './render-with-providers';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe('the login form', () => {
  it('reads in Hindi on /hi/login, its links staying in Hindi', () => {
    renderIntl(<LoginForm redirectTo="/hi" />, 'hi');
    expect(screen.getByLabelText(/^ई-मेल/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^पासवर्ड/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toHaveAttribute('href', '/hi/new');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/hi/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(screen.getByText('ई-मेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
  });

  it('keeps its English words and addresses on the English page', () => {
    renderIntl(<LoginForm redirectTo="/" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/new');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});

const order = {
  id: 1,
  orderNumber: 'OT-260101-0001',
  status: 'SHIPPED',
  createdAt: '2026-03-12T06:30:00.000Z',
  paymentType: 'POSTPAID',
  paymentMethod: 'COD',
  subOrders: [],
  expiresAt: null,
  totalAmount: 1240,
  payments: [],
} as unknown as OrderJson;

describe('an order in the history', () => {
  it('shows its status, date and payment in Hindi, and links to the Hindi order page', () => {
    renderIntl(<OrderCard order={order} />, 'hi');
    expect(screen.getByTestId('order-status')).toHaveTextContent('भेज दिया गया');
    expect(screen.getByText('12 मार्च 2026, 12:00 pm')).toBeInTheDocument();
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जानकारी देखें' })).toHaveAttribute('href', '/hi/order?number=OT-260101-0001');
  });

  it('reads as before in English', () => {
    renderIntl(<OrderCard order={order} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByText('12 Mar 2026, 12:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
  });
});

const payment = (change: Partial<PaymentRecordJson>): PaymentRecordJson => ({
  paymentId: 'pay_1',
  createdAt: '2026-03-12T06:30:00.000Z',
  amount: 500,
  method: 'upi',
  paid: true,
  failed: false,
  failureReason: null,
  refundRequired: false,
  refunds: [],
  ...change,
});

describe('the payment status of an attempt', () => {
  it.each([
    [{}, 'Paid', 'पेमेंट हो गया'],
    [{ paid: false, failed: true }, 'Failed', 'फ़ेल'],
    [{ paid: false }, 'Not completed', 'पूरा नहीं हुआ'],
    [{ refundRequired: true }, 'Paid — to be refunded', 'पेमेंट हो गया — रिफ़ंड किया जाएगा'],
  ])('%j reads "%s", in Hindi "%s"', (change, english, hindi) => {
    const { unmount } = renderIntl(<PaymentsList payments={[payment(change)]} cashRefunds={[]} orderTotal={500} />);
    expect(screen.getByTestId('order-payment')).toHaveTextContent(english);
    unmount();
    renderIntl(<PaymentsList payments={[payment(change)]} cashRefunds={[]} orderTotal={500} />, 'hi');
    expect(screen.getByTestId('order-payment')).toHaveTextContent(hindi);
    expect(screen.getByRole('heading', { name: 'पेमेंट ट्रांज़ैक्शन' })).toBeInTheDocument();
  });
});

// The forms look a schema's English message up among the English messages (components/account/useValidationWords.ts).
describe('the validation messages the forms translate', () => {
  it('are word for word the schemas’ messages', () => {
    for (const [key, text] of Object.entries(MESSAGES))
      expect(enAuth.validation[key as keyof typeof enAuth.validation]).toBe(text);
    for (const [key, text] of Object.entries(ADDRESS_MESSAGES))
      expect(enAccount.validation[key as keyof typeof enAccount.validation]).toBe(text);
  });
});
