'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { VIDEO_TICK_MS } from './slider-logic';

/**
 * A video slide: plays while it is the active slide (others pause and rewind), shows a
 * progress bar updated every 100 ms, and asks for the next slide when it ends. If the
 * browser refuses to play, the poster stays, the native controls are shown instead and the
 * slider is told, so it moves on by its timer.
 */
export function SlideVideo({
  src,
  poster,
  active,
  zoomed,
  onEnded,
  onFailed,
}: {
  src: string;
  poster: string | null;
  active: boolean;
  zoomed: boolean;
  onEnded: () => void;
  /** the browser refused to play (data saver, low-power mode): the slider must not wait for an end */
  onFailed: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const t = useTranslations('Home.slider');

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!active) {
      // The pause and seek events below bring `playing` and the progress bar along.
      video.pause();
      video.currentTime = 0;
      return;
    }
    video
      .play()
      .then(() => setPlaying(true))
      .catch((error) => {
        console.error('Slide video could not play:', error);
        setFailed(true);
        onFailed();
      });
  }, [active, onFailed]);

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => {
      const video = ref.current;
      if (video?.duration) setProgress((video.currentTime / video.duration) * 100);
    }, VIDEO_TICK_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused)
      void video
        .play()
        .then(() => setPlaying(true))
        .catch(() => setFailed(true));
    else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <video
        ref={ref}
        src={src}
        poster={poster ?? undefined}
        muted
        playsInline
        // A slide waiting its turn loads nothing but its poster; play() loads the clip when it comes.
        preload={active ? 'metadata' : 'none'}
        controls={failed}
        onEnded={onEnded}
        onPause={() => setPlaying(false)}
        onSeeked={(e) => {
          const v = e.currentTarget;
          setProgress(v.duration ? (v.currentTime / v.duration) * 100 : 0);
        }}
        className={`absolute inset-0 h-full w-full object-cover transition-transform duration-[1.2s] ease-out ${zoomed ? 'scale-[1.06]' : 'scale-100'}`}
      />
      {!failed && (
        <div className="absolute inset-x-0 bottom-0 z-20 flex items-center gap-3 px-4 pb-14">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? t('pauseVideo') : t('playVideo')}
            className="grid h-9 w-9 place-items-center rounded-full bg-white/85 text-leaf-900 hover:bg-white"
          >
            {playing ? <PauseIcon size={14} /> : <PlayIcon size={14} />}
          </button>
          <div
            className="h-1 flex-1 overflow-hidden rounded-full bg-white/30"
            role="progressbar"
            aria-label={t('videoProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
          >
            <div className="h-full bg-honey-300 transition-[width] duration-100" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
    </>
  );
}
