import { translator } from '../i18n/translator';
import type { Locale } from '../i18n/locales';
import type { DeliveryWords } from './words';

/** lib/delivery/words.ts outside a page (mails, tests): the Delivery sentences in a named language. */
export const deliveryWordsIn = (locale: Locale): DeliveryWords => ({ t: translator(locale, 'Delivery'), locale });
