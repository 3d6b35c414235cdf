import { splitLocale } from '../i18n/locales';

/**
 * The query string a page is rendered with. Catalogue and content pages are rendered once and the
 * result is shared with every visitor (Next's full-route cache, the page front): whatever query the
 * request that rendered them carried is written into the page (the router's `q`, the page segment
 * key in its RSC data) and then served to everyone until the next rebuild (issue 29). Those pages
 * never read the query on the server (docs/decisions.md), so it is dropped before Next sees the
 * request; the browser still has it in its address bar, where the listing's filters read it.
 *
 * The paths below do read it — route handlers, signed-in and sign-in pages, the back office, and
 * the redirects that carry it on (next.config.mjs) — and keep it. tests/unit/render-query.test.ts
 * checks that every route handler and every page reading `searchParams` is on this list.
 */
const READS_QUERY = new Set([
  '_next',
  'api',
  'img',
  'addresses',
  'auth',
  'invoice',
  'og',
  'otp',
  'user',
  'sitemap.xml',
  'admin',
  'login',
  'account',
  'order',
  'checkout',
  // The COD confirmation page from the order mail: its signed link's token is the query.
  'confirm-cod',
  // The signed-in guard (proxy.ts) sends a signed-out visitor to /login with the page and its query as the way back.
  'cart',
  'profile',
  'change-password',
  'orders',
  'payment',
  // Redirects (next.config.mjs) that pass the query on to the page they point at.
  'reset-password',
  'product-detail',
  'affilate-program',
]);

/** Next's cache-busting parameter on the router's data requests, checked against their headers. */
const KEPT = ['_rsc'];

/** A product page's address, /products/{slug}; its own route is /product-detail/{slug} (next.config.mjs). */
const PRODUCT_PATH = /^\/products\/([a-z0-9][a-z0-9-]*)$/;
/** What a `?pack=` may hold to become a path segment (SKUs are letters, digits, '.', '_' and '-'). */
const PACK = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * `url` as Next should see it: unchanged where the page reads its query, else without it. A product
 * page's `?pack=<sku>` is the one query a cached page answers to: it becomes a path segment,
 * /product-detail/{slug}/{sku}, a page of its own rendered and cached per pack (design §10), so a
 * shared link opens that pack from the server and no visitor's query reaches a shared render.
 */
export function urlForRender(url: string): string {
  const q = url.indexOf('?');
  if (q < 0 || url[0] !== '/') return url;
  const full = url.slice(0, q);
  // A Hindi page (/hi/…) follows the rule of the English page it twins.
  const { locale, path } = splitLocale(full);
  const prefix = locale === 'hi' ? '/hi' : '';
  // Next's redirects match without regard to case: /Reset-Password?token=… still needs its token.
  if (READS_QUERY.has((path.split('/')[1] ?? '').toLowerCase())) return url;
  const query = new URLSearchParams(url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (KEPT.includes(name)) kept.append(name, value);
  const rest = kept.toString();
  const slug = PRODUCT_PATH.exec(path)?.[1];
  const pack = query.get('pack');
  const target = slug && pack && PACK.test(pack) ? `${prefix}/product-detail/${slug}/${pack}` : full;
  return rest ? `${target}?${rest}` : target;
}
