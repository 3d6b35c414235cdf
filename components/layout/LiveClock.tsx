'use client';

import { useEffect, useState } from 'react';
import { formatIstClock } from '@/lib/format/ist';

/**
 * The shop's local time (IST). Empty until mounted: the cached HTML must not carry a stale time,
 * and an empty <time> is invalid HTML, so the placeholder is a plain span of the same width.
 */
export function LiveClock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, []);
  const box = 'inline-block min-w-[13.5rem] tabular-nums';
  if (!now) return <span className={box}>{'\u00a0'}</span>;
  return (
    <span className={box}>
      <span className="sr-only">Shop time </span>
      <time dateTime={now.toISOString()}>{`${formatIstClock(now)} IST`}</time>
    </span>
  );
}
