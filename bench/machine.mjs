/**
 * How fast this machine was for the browser during a run, so a reader can tell a run on a slow
 * machine from a slow page. Lighthouse's simulation multiplies the main-thread time it observes by
 * four, and its own benchmark index measures JavaScript alone: a virtual machine whose page faults
 * and system calls are slow (a fresh renderer makes thousands of each) scores as a fast desktop
 * there while its bare page loses points (docs/performance.md, "The machine").
 */
import { median } from './stats.mjs';

const PAGE = 4096;

/** Microseconds to touch each 4 KiB page of `mb` MiB of new memory once (the first touch faults). */
export function firstTouchMicroseconds(mb = 256) {
  const buffer = Buffer.allocUnsafeSlow(mb * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let i = 0; i < buffer.length; i += PAGE) buffer[i] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / (buffer.length / PAGE);
}

/**
 * The Lighthouse lines apply to a protocol's figures where the bare page scores at least 98
 * in the same run (issue 16): below that, the machine, not the store, sets them.
 */
export function qualifyingLine(lighthouse, protocols) {
  const bare = protocols.map((p) => [p, lighthouse[p]?.['bare page']]).filter(([, lh]) => lh);
  if (!bare.length) return null;
  const verdicts = bare.map(
    ([p, lh]) =>
      `${p} ${lh.performance} (${lh.performance >= 98 ? "the issue's performance and LCP lines apply" : 'below 98: the machine sets these figures'})`,
  );
  const index = median(bare.flatMap(([, lh]) => lh.benchmarkIndexRuns));
  return `Bare page performance: ${verdicts.join('; ')}. Lighthouse's benchmark index (median over the bare page's runs): ${Math.round(index)}.`;
}
