import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import type { NavLink } from '@/components/layout/nav-links';

type Props = { primary: NavLink; secondary: NavLink; large?: boolean; className?: string };

/** The centred pair of calls to action at a page's end: the main one with an arrow, then an outline one. */
export function CtaLinks({ primary, secondary, large = false, className = '' }: Props) {
  const size = large ? ' px-6 py-3 text-[15px]' : '';
  return (
    <div className={`${className} flex flex-wrap justify-center gap-3`.trim()}>
      <Link href={primary.href} className={`btn btn-primary${size}`}>
        {primary.label} <ArrowRight size={16} />
      </Link>
      <Link href={secondary.href} className={`btn btn-outline${size}`}>
        {secondary.label}
      </Link>
    </div>
  );
}
