import Link from 'next/link';
import { getShop } from '@/lib/shop';

/** The shop's mark (same drawing as /logo.svg) and its name as text, so it stays crisp and findable. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <circle cx="20" cy="20" r="20" fill="#1a4a36" />
      <path d="M10.5 28.5C10.5 18.5 17 11.5 30 10.5c-.6 12.5-7.6 18.9-18 19" fill="#8fcfa6" />
      <path d="M10.5 29.5 23 17" stroke="#1a4a36" strokeWidth="1.7" strokeLinecap="round" />
      <path d="M15.2 24.8l-.6-4.2M19 21l-.5-4M15.2 24.8l4.4.3M19 21l4 .2" stroke="#1a4a36" strokeWidth="1.1" strokeLinecap="round" />
      <path d="M29 23.5c1.8 2.4 2.7 3.9 2.7 5a2.7 2.7 0 0 1-5.4 0c0-1.1.9-2.6 2.7-5Z" fill="#e8ac35" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const shop = getShop();
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2.5">
      <LogoMark />
      <span className="leading-none">
        <span className={`block font-serif text-[1.35rem] font-semibold tracking-tight ${inverted ? 'text-white' : 'text-leaf-900'}`}>
          {shop.name}
        </span>
        <span className={`mt-1 block text-[10.5px] max-[389px]:hidden font-semibold uppercase tracking-[0.2em] ${inverted ? 'text-honey-300' : 'text-honey-700'}`}>
          Tea · Honey · Spices
        </span>
        <span className="sr-only"> (home)</span>
      </span>
    </Link>
  );
}
