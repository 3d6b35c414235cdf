/**
 * Paint first, then hydrate: the copies the page front keeps load Next's scripts once the first
 * frame is on screen instead of beside the stylesheet and the hero picture.
 *
 * Why: Next writes every framework and page chunk (~150 KB gzip, a dozen files) into the head as
 * `<script async>`, with preloads, so on a slow phone connection they share the line with the
 * stylesheet and the LCP picture, and are run before the first frame. The page is fully
 * server-rendered — links, prices and stock are in the HTML — so nothing on the first screen
 * needs them to paint. Here they are taken out of the markup and started by a small inline
 * loader when the browser reports its first contentful paint. A page that has not painted within
 * FALLBACK_MS (a background tab does not paint) loads them anyway, as does a browser without
 * paint timing. Measured in docs/performance.md; the trade-off is in docs/decisions.md.
 */

/** What Next writes for each chunk a page needs (no SRI, no nonce: next.config.mjs sets neither). */
const ASYNC_SCRIPT = /<script src="([^"]*\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const FALLBACK_MS = 3000;

/** The attribute that marks the loader, so tools (bench/) can read which scripts it starts. */
export const PAINT_FIRST_MARK = 'data-paint-first';

function loader(srcs: string[]): string {
  // ES5 on purpose: it runs before any polyfill. JSON cannot close the tag: `<` is escaped.
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  return (
    `<script ${PAINT_FIRST_MARK}>(function(s){var d=0;function go(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;e.fetchPriority='high';document.head.appendChild(e)})}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return go();` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}` +
    `catch(e){return go()}setTimeout(go,${FALLBACK_MS})})(${list})</script>`
  );
}

/** The page with its Next chunks started after the first paint; unchanged if it has none. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const srcs = new Set<string>();
  const withoutTags = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    srcs.add(src);
    return '';
  });
  const headEnd = withoutTags.indexOf('</head>');
  if (srcs.size === 0 || headEnd < 0) return html;
  // A preload would start the download at once, which is what this avoids.
  const head = withoutTags.slice(0, headEnd).replace(SCRIPT_PRELOAD, (tag, href: string) => (srcs.has(href) ? '' : tag));
  return head + loader([...srcs]) + withoutTags.slice(headEnd);
}
