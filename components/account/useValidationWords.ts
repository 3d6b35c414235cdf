'use client';

import { useTranslations } from 'next-intl';
import { ADDRESS_MESSAGES } from '@/lib/validation/address';
import { MESSAGES } from '@/lib/validation/auth';

/*
 * The schemas in lib/validation keep their English messages (the server answers with the same words,
 * and the API translates its own replies). A form shows a message from the schema it ran in the browser
 * through these: the English text is looked up among the English messages and shown in the page's
 * language. A message that is not one of them (the server's, already in the page's language) is shown as is.
 */
type AuthKey = keyof typeof MESSAGES;
type AddressKey = keyof typeof ADDRESS_MESSAGES;

const reverse = <K extends string>(words: Record<K, string>) =>
  new Map(Object.entries(words).map(([key, text]) => [text as string, key as K]));
// The schemas' own constants, keyed as the messages are (a unit test checks the English files say the same).
const AUTH_KEYS = reverse<AuthKey>(MESSAGES);
const ADDRESS_KEYS = reverse<AddressKey>(ADDRESS_MESSAGES);

export type Words = (message: string) => string;

/** The account forms' messages (lib/validation/auth.ts MESSAGES); the page gives 'Auth'. */
export function useAuthValidationWords(): Words {
  const t = useTranslations('Auth.validation');
  return (message) => {
    const key = AUTH_KEYS.get(message);
    return key ? t(key) : message;
  };
}

/** The address form's messages (lib/validation/address.ts ADDRESS_MESSAGES); the page gives 'Account'. */
export function useAddressValidationWords(): Words {
  const t = useTranslations('Account.validation');
  return (message) => {
    const key = ADDRESS_KEYS.get(message);
    return key ? t(key) : message;
  };
}

/** Each field's error in the page's language. */
export function translateErrors(errors: Record<string, string>, words: Words): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, words(message)]));
}
