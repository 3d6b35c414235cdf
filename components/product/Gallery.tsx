'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { Img } from '@/components/ui/Img';

/**
 * Product pictures: the selected one large, with a zoom that follows the pointer; thumbnails
 * below, the optional video as the last thumbnail.
 */
type Picture = { src: string; alt: string | null };

export function Gallery({ images, videoUrl, title }: { images: Picture[]; videoUrl: string | null; title: string }) {
  const t = useTranslations('Product.gallery');
  const [selected, setSelected] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const items = [
    ...images.map((p) => ({ kind: 'image' as const, src: p.src, alt: p.alt })),
    ...(videoUrl ? [{ kind: 'video' as const, src: videoUrl }] : []),
  ];

  if (items.length === 0) {
    return (
      <div className="grid aspect-square place-items-center rounded-3xl border border-dashed border-sand-300 bg-white text-muted">
        {t('noImages')}
      </div>
    );
  }
  const current = items[Math.min(selected, items.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative aspect-square overflow-hidden rounded-3xl border border-line bg-white shadow-card"
        onMouseMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setZoom({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
        }}
        onMouseLeave={() => setZoom(null)}
      >
        {current.kind === 'image' ? (
          <Img
            src={current.src}
            alt={current.alt ?? t('pictureAlt', { title, n: selected + 1, total: images.length })}
            fill
            priority={selected === 0}
            sizes="(min-width: 1024px) 560px, 100vw"
            className={`object-cover transition-transform duration-200 ${zoom ? 'scale-[2] cursor-zoom-in' : ''}`}
            style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : (
          <video
            src={current.src}
            controls
            playsInline
            autoPlay
            muted
            className="h-full w-full bg-black object-contain"
          >
            <track kind="captions" />
          </video>
        )}
      </div>
      {items.length > 1 && (
        <ul className="scrollbar-none flex gap-2 overflow-x-auto p-1" aria-label={t('pictures')}>
          {items.map((item, i) => (
            <li key={item.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={item.kind === 'video' ? t('playVideo') : t('showPicture', { n: i + 1 })}
                aria-current={i === selected}
                className={`relative block h-20 w-20 overflow-hidden rounded-xl border-2 bg-white transition ${
                  i === selected ? 'border-leaf-600' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                {item.kind === 'image' ? (
                  <Img src={item.src} alt="" width={80} height={80} className="h-full w-full object-cover" />
                ) : (
                  <span className="grid h-full w-full place-items-center bg-leaf-900 text-white">
                    <PlayIcon size={22} />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
