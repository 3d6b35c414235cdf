import { ArrowRight } from '@/components/ui/icons';
import { LocaleLink } from '@/components/i18n/LocaleLink';
import type { NavLink } from '@/components/layout/nav-links';

type Props = { primary: NavLink; secondary: NavLink; large?: boolean; className?: string };

/**
 * The centred pair of calls to action at a page's end: the main one with an arrow, then an outline one. Server
 * links (LocaleLink): the not-found view is in every shop page's data, so these two are too.
 */
export function CtaLinks({ primary, secondary, large = false, className = '' }: Props) {
  const size = large ? ' px-6 py-3 text-[15px]' : '';
  return (
    <div className={`${className} flex flex-wrap justify-center gap-3`.trim()}>
      <LocaleLink href={primary.href} className={`btn btn-primary${size}`}>
        {primary.label} <ArrowRight size={16} />
      </LocaleLink>
      <LocaleLink href={secondary.href} className={`btn btn-outline${size}`}>
        {secondary.label}
      </LocaleLink>
    </div>
  );
}
