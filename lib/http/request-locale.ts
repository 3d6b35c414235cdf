/**
 * The language an API request was made in: the store's browser code sends its page's
 * `<html lang>` as Accept-Language (lib/api-client/fetch.ts); other callers get English unless
 * Hindi is their first choice. Refusals, account mails and a placed order's mails follow it.
 */
import { localeOfAcceptLanguage, type Locale } from '../i18n/locales';

export function requestLocale(request: Request): Locale {
  return localeOfAcceptLanguage(request.headers.get('accept-language'));
}
