import { translateApiMessage } from '../i18n/api-messages';
import type { Locale } from '../i18n/locales';
import type { CheckoutPriceJson } from './price-json';

/**
 * The answer's sentences (the code's verdict, why an address or COD is refused) in the caller's language:
 * they travel as data, outside the envelope's message that route() translates.
 */
export function priceJsonIn(json: CheckoutPriceJson, locale: Locale): CheckoutPriceJson {
  if (locale === 'en') return json;
  const say = (message: string) => translateApiMessage(message, locale);
  const { delivery, code } = json;
  return {
    ...json,
    messages: json.messages.map(say),
    code: code && { ...code, message: say(code.message) },
    delivery: delivery && {
      ...delivery,
      message: delivery.message && say(delivery.message),
      cod: { ...delivery.cod, message: delivery.cod.message && say(delivery.cod.message) },
    },
  };
}
