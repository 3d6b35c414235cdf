'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatIstClock } from '@/lib/format/ist';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The shop's local time (IST). Empty until mounted: the cached HTML must not carry a stale time,
 * and an empty <time> is invalid HTML, so the placeholder is a plain span of the same width.
 * It ticks only while it can be seen: phones hide it (display: none), and a re-render every second
 * there is main-thread work for nothing.
 */
export function LiveClock() {
  const [now, setNow] = useState<Date | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const t = useTranslations('Header.clock');
  const locale = useLocale() as Locale;
  useEffect(() => {
    const tick = () => {
      if (!document.hidden && box.current?.checkVisibility?.() !== false) setNow(new Date());
    };
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, []);
  return (
    <span ref={box} className="inline-block min-w-[13.5rem] tabular-nums">
      {now ? (
        <>
          <span className="sr-only">{`${t('shopTime')} `}</span>
          <time dateTime={now.toISOString()}>{`${formatIstClock(now, locale)} ${t('zone')}`}</time>
        </>
      ) : (
        '\u00a0'
      )}
    </span>
  );
}
