/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderIntl } from './render-with-providers';
import { Benefits } from '@/components/product/Benefits';
import { DEFAULT_RATES } from '@/lib/settings/schema';

describe('product page benefits', () => {
  test('delivery is promised free only over ₹5000, never unconditionally', () => {
    renderIntl(<Benefits rates={DEFAULT_RATES} returnWindowHours={24} />);
    const badges = screen.getByRole('list', { name: 'Product benefits' });
    expect(badges).not.toHaveTextContent(/^Free Delivery$|Free Delivery(?! over)/i);
    expect(badges).toHaveTextContent(/Free delivery over ₹5,?000/);
  });
});

test('in Hindi, the free-delivery promise keeps its threshold in rupees', () => {
  renderIntl(<Benefits rates={DEFAULT_RATES} returnWindowHours={24} />, 'hi');
  const badges = screen.getByRole('list', { name: 'प्रोडक्ट के फ़ायदे' });
  expect(badges).toHaveTextContent(/₹5,?000 से ज़्यादा पर मुफ़्त डिलीवरी/);
  expect(screen.getByText(/24 घंटे की आसान रिटर्न पॉलिसी/)).toBeInTheDocument();
});
