import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';

export type Slide = {
  id: number;
  imageUrl: string;
  /** decided on the server from the file extension (lib/content/banners.ts) */
  isVideo: boolean;
  posterUrl: string | null;
  title: string;
  subtitle: string;
  tag: string | null;
  actionButtonText: string | null;
  actionUrl: string | null;
  isExternal: boolean;
  secondaryActionText: string | null;
  secondaryActionUrl: string | null;
};

function Action({ href, external, className, children }: { href: string; external: boolean; className: string; children: React.ReactNode }) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>{children}</a>
  ) : (
    <Link href={href} className={className}>{children}</Link>
  );
}

/** A slide's words and buttons, over its picture. */
export function SlideContent({ slide }: { slide: Slide }) {
  return (
    <div className="relative flex h-full max-w-xl flex-col justify-center px-6 pb-12 sm:px-12">
      {slide.tag && (
        <span className="mb-3 w-fit rounded-full bg-honey-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-leaf-950">
          {slide.tag}
        </span>
      )}
      <h2 className="text-[1.75rem] font-semibold leading-tight text-white drop-shadow-sm sm:text-5xl">{slide.title}</h2>
      {slide.subtitle && <p className="mt-3 line-clamp-2 max-w-md text-base text-white/90 sm:line-clamp-none sm:text-lg">{slide.subtitle}</p>}
      {(slide.actionButtonText || slide.secondaryActionText) && (
        <div className="mt-6 flex flex-wrap gap-3">
          {slide.actionButtonText && slide.actionUrl && (
            <Action href={slide.actionUrl} external={slide.isExternal} className="btn btn-accent px-6 py-3 text-[15px]">
              {slide.actionButtonText} <ArrowRight size={16} />
            </Action>
          )}
          {slide.secondaryActionText && slide.secondaryActionUrl && (
            <Action href={slide.secondaryActionUrl} external={slide.isExternal} className="btn hidden border border-white/70 px-6 py-3 text-[15px] text-white hover:bg-white/10 sm:inline-flex">
              {slide.secondaryActionText}
            </Action>
          )}
        </div>
      )}
    </div>
  );
}
