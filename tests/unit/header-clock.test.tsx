/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { LiveClock } from '@/components/layout/LiveClock';
import { renderIntl } from './render-with-providers';

describe('header clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T06:30:15Z') }));
  afterEach(() => jest.useRealTimers());

  test('is a valid <time>: no aria-label on it, and a datetime that matches its text once shown', () => {
    const { container } = renderIntl(<LiveClock />);
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
      const { container } = renderIntl(<LiveClock />);
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

  test('on a Hindi page, says the weekday and the month in Hindi', () => {
    const { container } = renderIntl(<LiveClock />, 'hi');
    act(() => jest.advanceTimersByTime(10));
    expect(container.querySelector('time')?.textContent).toBe('गुरु, 5 मार्च, 12:00:15 pm IST');
    expect(container).toHaveTextContent(/^दुकान का समय/);
  });
});
