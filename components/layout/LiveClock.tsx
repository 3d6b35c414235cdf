'use client';

import { useEffect, useState } from 'react';

const format = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** The shop's local time (IST). Empty until mounted: the cached HTML must not carry a stale time. */
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
  return (
    <time
      dateTime={now?.toISOString()}
      className="inline-block min-w-[13.5rem] tabular-nums"
      aria-label={now ? `Shop time ${format.format(now)} IST` : 'Shop time (IST)'}
    >
      {now ? `${format.format(now)} IST` : '\u00a0'}
    </time>
  );
}
