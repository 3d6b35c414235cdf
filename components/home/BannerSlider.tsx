'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { AUTOPLAY_MS, buttonHue, nextIndex, prevIndex } from './slider-logic';
import { SlideContent, type Slide } from './SlideContent';
import { SlideVideo } from './SlideVideo';
import { Img } from '@/components/ui/Img';

/**
 * The home page's main slider: previous/next and dots (wrapping both ways), autoplay every
 * 5 s (paused while hovered or focused, or by the pause button), hover zoom, video slides
 * that play with their own controls and advance when they end, and a random colour per slide
 * for its action button.
 */
/**
 * One random button hue per slide, drawn again whenever the slides change. Drawn after mount:
 * the cached HTML is the same for everyone, and a random value there would not match hydration.
 */
function useButtonHues(slides: Slide[]): number[] | null {
  const [drawn, setDrawn] = useState<{ for: Slide[]; hues: number[] } | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- random values must not be drawn during render
    setDrawn({ for: slides, hues: slides.map(() => buttonHue()) });
  }, [slides]);
  return drawn?.for === slides ? drawn.hues : null;
}

/**
 * The slides drawn in the page (picture or video, text and buttons): the current one and the
 * next, and every one shown since. The others are invisible until their turn, so the first screen
 * loads one picture instead of every slide's, and the cached page carries no markup for them.
 */
function useMountedSlides(index: number, count: number): ReadonlySet<number> {
  // The cached page draws the first slide only; the next one follows at once in the browser.
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- grows with the slide shown; never shrinks
    setMounted((s) =>
      s.has(index) && s.has(nextIndex(index, count)) ? s : new Set(s).add(index).add(nextIndex(index, count)),
    );
  }, [index, count]);
  return mounted;
}

export function BannerSlider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set());
  const hues = useButtonHues(slides);
  const t = useTranslations('Home.slider');
  const count = slides.length;
  const mounted = useMountedSlides(index, count);
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const prev = () => setIndex((i) => prevIndex(i, count));
  // A video the browser would not play shows its poster and turns with the timer like a picture.
  const activeIsVideo = count > 0 && slides[index].isVideo && !refused.has(slides[index].id);
  const onRefused = useCallback((id: number) => setRefused((s) => (s.has(id) ? s : new Set(s).add(id))), []);

  useEffect(() => {
    // Video slides advance when they end, not on the timer.
    if (count < 2 || hovered || focused || stopped || activeIsVideo) return;
    const timer = window.setTimeout(next, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, hovered, focused, stopped, activeIsVideo, next]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="group/slider relative h-[25rem] overflow-hidden rounded-3xl bg-leaf-900 shadow-card sm:h-[26rem] lg:h-full lg:min-h-[28rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      }}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { number: i + 1, count, title: slide.title })}
            aria-hidden={!active}
            inert={!active}
            data-active={active}
            className={`absolute inset-0 transition-opacity duration-700 ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {mounted.has(i) && (
              <>
                {slide.isVideo ? (
                  <SlideVideo
                    src={slide.imageUrl}
                    poster={slide.posterUrl}
                    active={active}
                    zoomed={hovered}
                    onEnded={next}
                    onFailed={() => onRefused(slide.id)}
                  />
                ) : (
                  <Img
                    src={slide.imageUrl}
                    alt=""
                    fill
                    priority={i === 0}
                    sizes="(min-width: 1280px) 860px, (min-width: 1024px) 66vw, 100vw"
                    className={`object-cover transition-transform duration-[1.2s] ease-out ${hovered ? 'scale-[1.06]' : 'scale-100'}`}
                  />
                )}
                <div className="absolute inset-0 bg-gradient-to-r from-leaf-950/85 via-leaf-950/45 to-transparent" />
                <SlideContent slide={slide} buttonHue={hues?.[i] ?? null} />
              </>
            )}
          </div>
        );
      })}

      {count > 1 && (
        <>
          <button type="button" onClick={prev} aria-label={t('previous')} className="slider-arrow left-3">
            <ChevronLeft size={22} />
          </button>
          <button type="button" onClick={next} aria-label={t('next')} className="slider-arrow right-3">
            <ChevronRight size={22} />
          </button>
          <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1 rounded-full bg-leaf-950/40 px-2 py-1 backdrop-blur-sm">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('goTo', { number: i + 1 })}
                aria-current={i === index}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-honey-300' : 'w-2 bg-white/70 hover:bg-white'}`}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setStopped((v) => !v)}
              aria-label={stopped ? t('start') : t('stop')}
              className="ml-1 grid h-6 w-6 place-items-center text-white/90 hover:text-white"
            >
              {stopped ? <PlayIcon size={12} /> : <PauseIcon size={12} />}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
