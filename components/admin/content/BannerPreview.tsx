'use client';

import { useEffect, useRef, useState } from 'react';
import { SideBanners } from '@/components/home/SideBanners';
import { SlideContent, type Slide } from '@/components/home/SlideContent';
import { Img } from '@/components/ui/Img';
import { bannerPlace, isVideoUrl } from '@/lib/content/banner-places';

/** The width the preview box has, so the real-size slide inside can be scaled down to it. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The banner as shoppers will see it on a wide screen: the storefront's own slide or side tile,
 * drawn at its real size and scaled to fit. Inert, so its buttons cannot be followed from here.
 */
export function BannerPreview({ slide, displayOrder }: { slide: Omit<Slide, 'isVideo'>; displayOrder: number }) {
  const place = bannerPlace(displayOrder);
  const { ref, width } = useWidth();
  const shown = { ...slide, isVideo: isVideoUrl(slide.imageUrl) };
  const { width: w, height: h } = place.shown;
  return (
    <figure className="space-y-1">
      <div
        ref={ref}
        inert
        className="relative w-full overflow-hidden rounded-xl bg-sand-100"
        style={{ aspectRatio: `${w} / ${h}` }}
      >
        {width > 0 && (
          <div
            className="absolute left-0 top-0 origin-top-left"
            style={{ width: w, height: place.kind === 'side' ? h * 2 + 16 : h, transform: `scale(${width / w})` }}
          >
            {!slide.imageUrl ? (
              <p className="grid h-full place-items-center text-2xl text-muted">Choose a picture to see the preview</p>
            ) : place.kind === 'side' ? (
              <div className="h-full [&>div]:h-full [&>div]:grid-rows-2">
                <SideBanners banners={[shown]} />
              </div>
            ) : (
              <div className="relative h-full overflow-hidden rounded-3xl bg-leaf-900">
                {shown.isVideo ? (
                  <video
                    src={shown.imageUrl}
                    poster={shown.posterUrl ?? undefined}
                    muted
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                ) : (
                  <Img src={shown.imageUrl} alt="" fill sizes="860px" className="object-cover" />
                )}
                <div className="absolute inset-0 bg-gradient-to-r from-leaf-950/85 via-leaf-950/45 to-transparent" />
                <SlideContent slide={shown} />
              </div>
            )}
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted">
        Preview: {place.label}, as on a wide screen. Phones crop the sides, so keep the subject in the middle.
      </figcaption>
    </figure>
  );
}
