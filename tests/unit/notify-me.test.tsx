/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { renderIntl } from './render-with-providers';
import { NotifyMe } from '@/components/product/NotifyMe';

let session: unknown = undefined;
jest.mock('@/components/layout/useShopper', () => ({ useShopper: () => ({ session, cartCount: 0, cartVersion: 0 }) }));
const notifyWhenBack = jest.fn();
jest.mock('@/lib/api-client/marketing', () => ({
  marketingApi: { notifyWhenBack: (...args: unknown[]) => notifyWhenBack(...args) },
}));

test('signed out, it offers sign-in that comes back to the sold-out pack', () => {
  session = null;
  renderIntl(<NotifyMe slug="masala-chai" variantId={9} sku="CHAI-250" />);
  const link = screen.getByRole('link', { name: /sign in to be told when it's back/i });
  expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/products/masala-chai?pack=CHAI-250')}`);
});

test('signed in, one press asks for the mail and says so', async () => {
  session = { id: 1, name: 'Asha' };
  notifyWhenBack.mockResolvedValueOnce(null);
  renderIntl(<NotifyMe slug="masala-chai" variantId={9} sku="CHAI-250" />);
  fireEvent.click(screen.getByRole('button', { name: /notify me when it's back/i }));
  expect(await screen.findByRole('status')).toHaveTextContent("We'll e-mail you when it's back.");
  expect(notifyWhenBack).toHaveBeenCalledWith('masala-chai', 9);
});

test('on a Hindi page, it speaks Hindi and sign-in comes back to the Hindi page', () => {
  session = null;
  renderIntl(<NotifyMe slug="masala-chai" variantId={9} sku="CHAI-250" />, 'hi');
  const link = screen.getByRole('link', { name: 'उपलब्ध होने की सूचना पाने के लिए साइन इन करें' });
  expect(link).toHaveAttribute(
    'href',
    `/hi/login?redirect=${encodeURIComponent('/hi/products/masala-chai?pack=CHAI-250')}`,
  );
});
