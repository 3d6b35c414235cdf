'use client';

import { useTranslations } from 'next-intl';
import { ArrowRight } from '@/components/ui/icons';
import { Img } from '@/components/ui/Img';
import { Link } from '@/lib/i18n/navigation';
import type { Slide } from './SlideContent';

/** What a side banner draws: a slide without the second button. */
export type SideBanner = Omit<Slide, 'secondaryActionText' | 'secondaryActionUrl'>;

/**
 * The two small banners beside the slider (displayOrder 1 and 2). A client list of data, like the
 * slider and the cards: drawn by the server, their tree (pictures' candidates, classes, words) was
 * ~4 KB of the page's RSC data; this way it carries the two banners' fields. Its parent gives
 * 'Home.shopNow'.
 */
export function SideBanners({ banners }: { banners: SideBanner[] }) {
  const t = useTranslations('Home');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 lg:grid-rows-2">
      {banners.map((b) => {
        const href = b.actionUrl ?? '/products';
        const body = (
          <>
            {b.isVideo ? (
              <video
                src={b.imageUrl}
                poster={b.posterUrl ?? undefined}
                muted
                loop
                autoPlay
                playsInline
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : (
              <Img
                src={b.imageUrl}
                alt=""
                fill
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="object-cover transition duration-700 group-hover:scale-105"
              />
            )}
            <span className="absolute inset-0 bg-gradient-to-t from-leaf-950/80 via-leaf-950/25 to-transparent" />
            <span className="relative mt-auto block p-5">
              {b.tag && (
                <span className="mb-2 inline-block rounded-full bg-white/90 px-2.5 py-0.5 text-[11px] font-bold uppercase tracking-wider text-leaf-900">
                  {b.tag}
                </span>
              )}
              <span className="block font-serif text-xl font-semibold leading-snug text-white">{b.title}</span>
              {b.subtitle && <span className="mt-1 block text-sm text-white/85">{b.subtitle}</span>}
              <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-honey-300">
                {b.actionButtonText ?? t('shopNow')} <ArrowRight size={14} />
              </span>
            </span>
          </>
        );
        const className = 'group side-banner';
        return b.isExternal ? (
          <a key={b.id} href={href} target="_blank" rel="noopener noreferrer" className={className}>
            {body}
          </a>
        ) : (
          <Link key={b.id} href={href} className={className}>
            {body}
          </Link>
        );
      })}
    </div>
  );
}
