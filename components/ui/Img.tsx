/* eslint-disable @next/next/no-img-element -- deliberate: see below */
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

/**
 * A responsive <img> served by Next's image optimizer (/_next/image: resized, AVIF/WebP,
 * cached) without next/image's client runtime: no JavaScript at all, so it can be used in
 * server and client components and keeps ~9 KB gzip off every storefront page (the first-load
 * JavaScript budget in docs/performance.md).
 * Widths and quality must be ones the optimizer allows (Next's defaults: below).
 */
const WIDTHS = [64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920];
const QUALITY = 75;

const optimizable = (src: string) => src.startsWith('/') && !src.startsWith('//') && !/\.svg(\?|$)/i.test(src);
/** A plain path (no query, nothing to escape) fits the optimizer's short address, /img/{width}/…, whose rewrite (next.config.mjs) sets q=75. */
const PLAIN_PATH = /^\/[\w.~/-]+$/;
/** Slashes stay as they are (legal in a query string): a card's srcset repeats the path five times. */
export const optimizedUrl = (src: string, width: number) =>
  PLAIN_PATH.test(src)
    ? `/img/${width}${src}`
    : `/_next/image?url=${encodeURIComponent(src).replace(/%2F/g, '/')}&w=${width}&q=${QUALITY}`;
/** A fill image's candidates: 750 is left out, between 640 and 828, as one more URL in every card. */
const FILL_WIDTHS = WIDTHS.filter((w) => w >= 256 && w !== 750);
const atLeast = (w: number) => WIDTHS.find((x) => x >= w) ?? WIDTHS[WIDTHS.length - 1];

type Props = {
  src: string;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** LCP image: fetched at once with high priority, and preloaded from the document head */
  priority?: boolean;
} & (
  | {
      fill: true;
      sizes: string;
      /** the widest file `sizes` can ever ask for: wider ones are left out of the srcset */ maxWidth?: number;
      width?: never;
      height?: never;
    }
  | { fill?: false; width: number; height: number; sizes?: never; maxWidth?: never }
);

export function Img({ src, alt, className, style, priority = false, ...box }: Props) {
  let srcSet: string | undefined;
  let url = src;
  if (optimizable(src)) {
    if (box.fill) {
      const widths = FILL_WIDTHS.filter((w) => w <= (box.maxWidth ?? Infinity));
      srcSet = widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(', ');
      url = optimizedUrl(src, Math.min(1080, widths.at(-1) ?? 1080));
    } else {
      srcSet = `${optimizedUrl(src, atLeast(box.width))} 1x, ${optimizedUrl(src, atLeast(box.width * 2))} 2x`;
      url = optimizedUrl(src, atLeast(box.width));
    }
  }
  if (priority)
    preload(url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: box.fill ? box.sizes : undefined,
    });
  // Only the attributes that have a value: a server-rendered picture's props are in the page's RSC
  // payload too, and "$undefined" for each absent one cost ~70 bytes a picture there.
  const optional = {
    ...(srcSet && { srcSet }),
    ...(box.fill ? { sizes: box.sizes } : { width: box.width, height: box.height }),
    ...(priority && { fetchPriority: 'high' as const }),
    ...(style && { style }),
  };
  return (
    <img
      src={url}
      {...optional}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={`${box.fill ? 'img-fill ' : ''}${className ?? ''}`}
    />
  );
}
