/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/messages';
import { renderIntl } from './render-with-providers';
import { BannerSlider } from '@/components/home/BannerSlider';
import type { Slide } from '@/components/home/SlideContent';
import { AUTOPLAY_MS, BUTTON_HUE_RANGES, buttonHue, nextIndex, prevIndex } from '@/components/home/slider-logic';

const slide = (id: number, title: string): Slide => ({
  id,
  imageUrl: `/images/banners/${id}.jpg`,
  isVideo: false,
  posterUrl: null,
  title,
  subtitle: '',
  tag: null,
  actionButtonText: null,
  actionUrl: null,
  isExternal: false,
  secondaryActionText: null,
  secondaryActionUrl: null,
});
const slides = [slide(1, 'First flush'), slide(2, 'Raw honey'), slide(3, 'Whole spices')];

/** The page's words around the slider, kept when a test renders it again with other slides. */
const English = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={messages.en} timeZone="Asia/Kolkata">
    {children}
  </NextIntlClientProvider>
);

const active = () => document.querySelector('[data-active="true"]')?.getAttribute('aria-label');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('index rules', () => {
  test('next wraps from the last slide to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });
  test('previous wraps from the first slide to the last', () => {
    expect(prevIndex(1, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
  });
  test('an empty slider stays at 0', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(prevIndex(0, 0)).toBe(0);
  });
});

describe('BannerSlider', () => {
  test('advances every 5 seconds and wraps back to the first slide', () => {
    renderIntl(<BannerSlider slides={slides} />);
    expect(active()).toBe('1 of 3: First flush');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('2 of 3: Raw honey');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('1 of 3: First flush');
  });

  test('previous from the first slide shows the last; dots jump', () => {
    renderIntl(<BannerSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('3 of 3: Whole spices');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('1 of 3: First flush');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(active()).toBe('2 of 3: Raw honey');
  });

  test('hovering pauses autoplay; leaving resumes it', () => {
    renderIntl(<BannerSlider slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured collections' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(active()).toBe('1 of 3: First flush');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('2 of 3: Raw honey');
  });

  test('the stop button turns autoplay off', () => {
    renderIntl(<BannerSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(active()).toBe('1 of 3: First flush');
  });

  test('a video slide the browser refuses to play shows its poster and the slider moves on', async () => {
    const play = jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('autoplay refused', 'NotAllowedError'));
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const video: Slide = {
        ...slide(9, 'Tea garden at dawn'),
        imageUrl: '/videos/tea-garden.mp4',
        isVideo: true,
        posterUrl: '/videos/tea-garden.jpg',
      };
      const { container } = renderIntl(<BannerSlider slides={[video, ...slides]} />);
      await act(async () => {});
      expect(active()).toBe('1 of 4: Tea garden at dawn');
      const el = container.querySelector('video')!;
      expect(el).toHaveAttribute('poster', '/videos/tea-garden.jpg');
      expect(el).toHaveAttribute('controls');
      act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
      expect(active()).toBe('2 of 4: First flush');
      expect(error).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
      error.mockRestore();
    }
  });
});

describe('action button colours', () => {
  const withAction = (id: number, title: string): Slide => ({
    ...slide(id, title),
    actionButtonText: 'Shop now',
    actionUrl: '/products',
  });
  /** The hue of the button's background, whether the DOM keeps it as hsl() or turns it into rgb(). */
  const hueOf = (el: HTMLElement) => {
    const colour = el.style.backgroundColor;
    const hsl = /hsl\((\d+(?:\.\d+)?)/.exec(colour);
    if (hsl) return Number(hsl[1]);
    const [r, g, b] = (/rgb\((\d+), (\d+), (\d+)\)/.exec(colour) ?? []).slice(1).map((n) => Number(n) / 255);
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (!d) return NaN;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return Math.round((h * 60 + 360) % 360);
  };
  // ±1°: rgb() rounds each channel.
  const inRange = (h: number) => BUTTON_HUE_RANGES.some(([lo, hi]) => h >= lo - 1 && h <= hi + 1);

  test('hues fall in 120-180, 200-240 or 260-300 for any random draw', () => {
    for (const r of [0, 0.2, 0.34, 0.5, 0.67, 0.8, 0.9999]) expect(inRange(buttonHue(() => r))).toBe(true);
    expect(BUTTON_HUE_RANGES).toEqual([
      [120, 180],
      [200, 240],
      [260, 300],
    ]);
  });

  test('each slide gets one, drawn again when the slides change', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.1);
    try {
      const { rerender } = render(<BannerSlider slides={[withAction(1, 'A'), withAction(2, 'B')]} />, {
        wrapper: English,
      });
      await act(async () => {});
      const first = screen.getAllByRole('link', { name: /Shop now/, hidden: true }).map(hueOf);
      expect(first).toHaveLength(2);
      first.forEach((h) => expect(inRange(h)).toBe(true));
      random.mockReturnValue(0.9);
      rerender(<BannerSlider slides={[withAction(1, 'A'), withAction(3, 'C')]} />);
      await act(async () => {});
      const second = screen.getAllByRole('link', { name: /Shop now/, hidden: true }).map(hueOf);
      second.forEach((h) => expect(inRange(h)).toBe(true));
      expect(second[0]).not.toBe(first[0]);
    } finally {
      random.mockRestore();
    }
  });
});

describe('BannerSlider in Hindi', () => {
  test('names the slides and its buttons in Hindi', () => {
    renderIntl(<BannerSlider slides={slides} />, 'hi');
    expect(screen.getByRole('region', { name: 'ख़ास कलेक्शन' })).toBeInTheDocument();
    expect(active()).toBe('3 में से 1: First flush');
    fireEvent.click(screen.getByRole('button', { name: 'अगली स्लाइड' }));
    expect(active()).toBe('3 में से 2: Raw honey');
    fireEvent.click(screen.getByRole('button', { name: 'स्लाइड 3 पर जाएँ' }));
    expect(active()).toBe('3 में से 3: Whole spices');
    expect(screen.getByRole('button', { name: 'स्लाइड शो अपने-आप चलना बंद करें' })).toBeInTheDocument();
  });
});
