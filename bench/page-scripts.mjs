/**
 * The scripts a page's HTML makes the browser load from /_next: its `<script src>` tags, without the
 * noModule polyfills, which the browsers Lighthouse emulates never fetch. Shared by bench/run.mjs
 * and bench/first-load.mjs, so both count first-load JS the same way.
 */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  return [...new Set(tags.map((m) => m[1].replace(/&amp;/g, '&')))];
}
