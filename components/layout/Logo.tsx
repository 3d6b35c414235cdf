import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/i18n/LocaleLink';
import { getCachedShopSettings } from '@/lib/settings/cached';

/**
 * The shop's mark, /logo.svg, as a picture rather than inline drawing: the header and footer show
 * it on every page, and inline it was ~1.5 KB of each page's HTML and RSC payload, every time.
 * The name beside it stays text, so it stays crisp and findable.
 */
function LogoMark() {
  // eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG needs no optimizer
  return <img src="/logo.svg" width={40} height={40} alt="" className="shrink-0" />;
}

export async function Logo({ inverted = false }: { inverted?: boolean }) {
  const [{ shop }, t] = await Promise.all([getCachedShopSettings(), getTranslations('Header.logo')]);
  return (
    // Shrinks (the name ellipsised; its padding keeps the descenders) rather than push a 360 px header sideways.
    <LocaleLink href="/" className="flex min-w-0 items-center gap-2.5">
      <LogoMark />
      <span className="min-w-0 leading-none">
        <span
          className={`-my-1 block truncate py-1 font-serif text-[1.35rem] font-semibold tracking-tight ${inverted ? 'text-white' : 'text-leaf-900'}`}
        >
          {shop.name}
        </span>
        <span
          className={`mt-1 block text-[10.5px] max-[389px]:hidden font-semibold uppercase tracking-[0.2em] ${inverted ? 'text-honey-300' : 'text-honey-700'}`}
        >
          {t('tagline')}
        </span>
        <span className="sr-only">{` ${t('home')}`}</span>
      </span>
    </LocaleLink>
  );
}
