/**
 * Where a banner shows on the home page, decided by its displayOrder alone (the spec's rule), and
 * what picture fits there. Pure, so the home page and the back office's banner editor share it.
 *
 * The sizes are measured from components/home at the widest shop width (container 80 rem, slider and
 * tiles in a 2 : 1 grid, 1 rem gap): the slider is about 811 × 448 px (lg:min-h-[28rem]) and each
 * side tile 405 × 216 px (two rows of that height); the upload is twice that for sharp screens.
 */
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi', 'wmv', 'flv', 'mkv'];

/** A slide is a video when its imageUrl ends in one of these extensions (banners have no separate type field). */
export function isVideoUrl(url: string): boolean {
  const ext = url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_EXTENSIONS.includes(ext);
}

/** displayOrder 1 and 2 are the side banners; 3 and up rotate in the slider, in order. */
export function splitBanners<T extends { displayOrder: number }>(banners: T[]) {
  const sorted = [...banners].sort((a, b) => a.displayOrder - b.displayOrder);
  return {
    side: sorted.filter((b) => b.displayOrder === 1 || b.displayOrder === 2),
    slider: sorted.filter((b) => b.displayOrder >= 3),
  };
}

type BannerPlace = {
  kind: 'side' | 'slider' | 'hidden';
  /** "Side tile (top)", "Slider, slide 2" … */
  label: string;
  /** the picture to upload for this place */
  upload: { width: number; height: number; ratio: string };
  /** the place's shape as shoppers see it on a wide screen, for the editor's preview */
  shown: { width: number; height: number };
};

const SIDE = { width: 1200, height: 640, ratio: '15:8' };
const SLIDER = { width: 1800, height: 1000, ratio: '9:5' };

export function bannerPlace(displayOrder: number): BannerPlace {
  if (displayOrder === 1 || displayOrder === 2) {
    return {
      kind: 'side',
      label: `Side tile (${displayOrder === 1 ? 'top' : 'bottom'})`,
      upload: SIDE,
      shown: { width: 405, height: 216 },
    };
  }
  const shown = { width: 811, height: 448 };
  // The storefront leaves out order 0 (splitBanners): a way to keep a slide without showing it.
  if (displayOrder < 1) return { kind: 'hidden', label: 'Not on the home page (order 0)', upload: SLIDER, shown };
  return { kind: 'slider', label: `Slider, slide ${displayOrder - 2}`, upload: SLIDER, shown };
}

/** "Upload 1800 × 1000 px (9:5), JPEG or WebP, under 2 MB" */
export function uploadAdvice(place: BannerPlace): string {
  const { width, height, ratio } = place.upload;
  return `Upload ${width} × ${height} px (${ratio}), JPEG or WebP, under 2 MB`;
}
