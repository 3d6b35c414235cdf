import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import type { BannerDto } from '@/lib/content/banners';

export type Slide = Omit<BannerDto, 'displayOrder' | 'translations'> & {
  /** decided on the server from the file extension (lib/content/banners.ts) */
  isVideo: boolean;
};

type ActionProps = {
  href: string;
  external: boolean;
  className: string;
  style?: React.CSSProperties;
  children: React.ReactNode;
};

function Action({ href, external, className, style, children }: ActionProps) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className} style={style}>
      {children}
    </Link>
  );
}

/**
 * A slide's words and buttons, over its picture. The action button takes the slide's hue once the
 * slider has drawn one (dark enough for white text), the shop's accent until then.
 */
export function SlideContent({ slide, buttonHue = null }: { slide: Slide; buttonHue?: number | null }) {
  const coloured = buttonHue !== null;
  return (
    <div className="relative flex h-full max-w-xl flex-col justify-center px-6 pb-12 sm:px-12">
      {slide.tag && (
        <span className="mb-3 w-fit rounded-full bg-honey-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-leaf-950">
          {slide.tag}
        </span>
      )}
      <h2 className="text-[1.75rem] font-semibold leading-tight text-white drop-shadow-sm sm:text-5xl">
        {slide.title}
      </h2>
      {slide.subtitle && (
        <p className="mt-3 line-clamp-2 max-w-md text-base text-white/90 sm:line-clamp-none sm:text-lg">
          {slide.subtitle}
        </p>
      )}
      {(slide.actionButtonText || slide.secondaryActionText) && (
        <div className="mt-6 flex flex-wrap gap-3">
          {slide.actionButtonText && slide.actionUrl && (
            <Action
              href={slide.actionUrl}
              external={slide.isExternal}
              className={`btn px-6 py-3 text-[15px] ${coloured ? 'text-white hover:brightness-110' : 'btn-accent'}`}
              style={coloured ? { backgroundColor: `hsl(${buttonHue}, 60%, 28%)` } : undefined}
            >
              {slide.actionButtonText} <ArrowRight size={16} />
            </Action>
          )}
          {slide.secondaryActionText && slide.secondaryActionUrl && (
            <Action
              href={slide.secondaryActionUrl}
              external={slide.isExternal}
              className="btn hidden border border-white/70 px-6 py-3 text-[15px] text-white hover:bg-white/10 sm:inline-flex"
            >
              {slide.secondaryActionText}
            </Action>
          )}
        </div>
      )}
    </div>
  );
}
