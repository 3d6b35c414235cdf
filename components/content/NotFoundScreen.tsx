import { useTranslations } from 'next-intl';
import { CtaLinks } from './CtaLinks';

/** The 404 view, in the page's language: /hi paths get it in Hindi (app/hi's not-found twins). */
export function NotFoundScreen() {
  const t = useTranslations('Errors.notFound');
  return (
    <div className="container-shop py-16 text-center sm:py-24">
      {/*
        An empty tea tin with a wisp of steam. A file, not inline: every page's payload carries this view for its
        not-found slot. Lazy, because React preloads every eager <img> it renders, and that payload would then
        make every page fetch this picture in its first paint's way.
      */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG needs no optimizer */}
      <img src="/images/empty-tin.svg" width={180} height={180} alt="" loading="lazy" className="mx-auto" />
      <p className="eyebrow mt-6">{t('eyebrow')}</p>
      <h1 className="mx-auto mt-2 max-w-xl text-3xl font-semibold text-leaf-950 sm:text-5xl">{t('heading')}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">{t('text')}</p>
      <CtaLinks
        primary={{ href: '/', label: t('home') }}
        secondary={{ href: '/products', label: t('browse') }}
        large
        className="mt-8"
      />
    </div>
  );
}
