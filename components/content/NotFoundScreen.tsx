import { CtaLinks } from './CtaLinks';

export function NotFoundScreen() {
  return (
    <div className="container-shop py-16 text-center sm:py-24">
      {/*
        An empty tea tin with a wisp of steam. A file, not inline: every page's payload carries this view for its
        not-found slot. Lazy, because React preloads every eager <img> it renders, and that payload would then
        make every page fetch this picture in its first paint's way.
      */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG needs no optimizer */}
      <img src="/images/empty-tin.svg" width={180} height={180} alt="" loading="lazy" className="mx-auto" />
      <p className="eyebrow mt-6">Error 404 · Blend not found</p>
      <h1 className="mx-auto mt-2 max-w-xl text-3xl font-semibold text-leaf-950 sm:text-5xl">
        This blend has steeped away
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">
        We searched every tin on the shelf, but the page you asked for isn&apos;t here. It may have sold out, moved, or
        never been brewed.
      </p>
      <CtaLinks
        primary={{ href: '/', label: 'Back to home' }}
        secondary={{ href: '/products', label: 'Browse all teas' }}
        large
        className="mt-8"
      />
    </div>
  );
}
