/**
 * The scripts a page's HTML makes the browser load from /_next: its `<script src>` tags (not the
 * noModule polyfills, which the browsers Lighthouse emulates never fetch) and, on a page from the
 * page front, the chunks its paint-first loader starts (lib/cache/paint-first.ts).
 */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  const srcs = tags.map((m) => m[1].replace(/&amp;/g, '&'));
  const loader = html.match(/<script data-paint-first>[\s\S]*?\((\[[^\]]*\])\)<\/script>/);
  if (loader) srcs.push(...JSON.parse(loader[1]));
  return [...new Set(srcs)];
}
