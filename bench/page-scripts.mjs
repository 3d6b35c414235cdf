import zlib from 'node:zlib';

/**
 * The scripts a page's HTML makes the browser load from /_next: its `<script src>` tags, without the
 * noModule polyfills, which the browsers Lighthouse emulates never fetch. Shared by every bench that
 * counts first-load JS, so all count it the same way.
 */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  return [...new Set(tags.map((m) => m[1].replace(/&amp;/g, '&')))];
}

/** Bytes after gzip -9: how every bench counts what a page sends. */
export const gzipBytes = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** First-load JS of a page's HTML: every script it loads from `base` (scriptsOf), gzip -9, summed in bytes. */
export async function firstLoadJsBytes(html, base) {
  let total = 0;
  for (const src of scriptsOf(html))
    total += gzipBytes(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
  return total;
}
