import { getRequestConfig } from 'next-intl/server';
import { messages } from '@/messages';
import { pageLocale } from './request-locale';

/** next-intl's per-request configuration (next.config.mjs points its plugin here). */
export default getRequestConfig(async () => {
  const locale = pageLocale();
  return { locale, messages: messages[locale], timeZone: 'Asia/Kolkata' };
});
