/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Benefits } from '@/components/product/Benefits';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import TeamError from '@/app/(shop)/team/[[...slug]]/error';
import { LiveClock } from '@/components/layout/LiveClock';
import { act } from '@testing-library/react';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

describe('product page benefits', () => {
  test('delivery is promised free only over ₹5000, never unconditionally', () => {
    render(<Benefits rates={DEFAULT_RATES} returnWindowHours={24} />);
    const badges = screen.getByRole('list', { name: 'Product benefits' });
    expect(badges).not.toHaveTextContent(/^Free Delivery$|Free Delivery(?! over)/i);
    expect(badges).toHaveTextContent(/Free delivery over ₹5,?000/);
  });
});

describe('team page error', () => {
  // What a production build hands the boundary: the server's message is replaced, only a digest is left.
  const production = Object.assign(
    new Error(
      'An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.',
    ),
    { digest: '1234567' },
  );

  test("shows 'Error: ' and a message a shopper can read, not the framework's", () => {
    const env = process.env as Record<string, string>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      render(<TeamError error={production} reset={() => {}} />);
    } finally {
      env.NODE_ENV = before;
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Error: \w/);
    expect(alert).not.toHaveTextContent('Server Components');
    expect(alert).toHaveTextContent('Error: We could not load the team right now. Please try again.');
  });

  test('a message thrown in the browser is shown as it is', () => {
    render(<TeamError error={new Error('Network unreachable')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Network unreachable');
  });
});

describe('header clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T06:30:15Z') }));
  afterEach(() => jest.useRealTimers());

  test('is a valid <time>: no aria-label on it, and a datetime that matches its text once shown', () => {
    const { container } = render(<LiveClock />);
    const empty = container.querySelector('time');
    // Before the first tick there is no time to state: no <time> element with empty text.
    if (empty) expect(empty).toHaveAttribute('datetime');
    act(() => jest.advanceTimersByTime(10));
    const time = container.querySelector('time');
    expect(time).not.toBeNull();
    expect(time).not.toHaveAttribute('aria-label');
    expect(time).toHaveTextContent(/ IST$/);
    expect(
      Math.abs(new Date(time?.getAttribute('datetime') ?? '').getTime() - Date.parse('2026-03-05T06:30:15Z')),
    ).toBeLessThan(1000);
  });

  test('stands still while it cannot be seen (hidden on phones), and shows the time again when it can', () => {
    let visible = true;
    // jsdom has no layout: stand in for the browser's answer to "is this rendered?".
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', { value: () => visible, configurable: true });
    try {
      const { container } = render(<LiveClock />);
      act(() => jest.advanceTimersByTime(10));
      const shown = container.querySelector('time')?.textContent;
      expect(shown).toMatch(/12:00:15 pm IST$/);
      visible = false;
      act(() => jest.advanceTimersByTime(5000));
      expect(container.querySelector('time')?.textContent).toBe(shown);
      visible = true;
      act(() => jest.advanceTimersByTime(1000));
      expect(container.querySelector('time')?.textContent).toMatch(/12:00:21 pm IST$/);
    } finally {
      delete (HTMLElement.prototype as { checkVisibility?: unknown }).checkVisibility;
    }
  });
});
