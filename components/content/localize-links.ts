import { localePath, type Locale } from '@/lib/i18n/locales';

/**
 * Links written inside a post's or a page's HTML keep the English paths (the Hindi content says
 * /products/…, /refund-policy too): on a Hindi page each same-site path gets the /hi prefix, so a
 * reader stays in Hindi. Absolute, protocol-relative and fragment links are left alone.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(
    /(<a\b[^>]*?\bhref=)(["'])(\/(?![/\\])[^"']*)\2/gi,
    (_, before: string, quote: string, path: string) => {
      return `${before}${quote}${localePath(path, locale)}${quote}`;
    },
  );
}
