/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerSlider } from '@/components/home/BannerSlider';
import type { Slide } from '@/components/home/SlideContent';
import { AUTOPLAY_MS, nextIndex, prevIndex } from '@/components/home/slider-logic';

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
    render(<BannerSlider slides={slides} />);
    expect(active()).toBe('1 of 3: First flush');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('2 of 3: Raw honey');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('1 of 3: First flush');
  });

  test('previous from the first slide shows the last; dots jump', () => {
    render(<BannerSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('3 of 3: Whole spices');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('1 of 3: First flush');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(active()).toBe('2 of 3: Raw honey');
  });

  test('hovering pauses autoplay; leaving resumes it', () => {
    render(<BannerSlider slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured collections' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(active()).toBe('1 of 3: First flush');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(active()).toBe('2 of 3: Raw honey');
  });

  test('the stop button turns autoplay off', () => {
    render(<BannerSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(active()).toBe('1 of 3: First flush');
  });
});
