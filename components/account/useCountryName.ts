'use client';

import { useTranslations } from 'next-intl';
import { COUNTRY_OPTIONS, type Country } from '@/lib/validation/address-fields';

/** The countries' names in Account.countries; the value saved stays the English name the schema knows. */
const COUNTRY_KEYS: Record<Country, 'india' | 'unitedStates' | 'unitedKingdom' | 'canada' | 'australia'> = {
  India: 'india',
  'United States': 'unitedStates',
  'United Kingdom': 'unitedKingdom',
  Canada: 'canada',
  Australia: 'australia',
};

const isCountry = (name: string): name is Country => (COUNTRY_OPTIONS as readonly string[]).includes(name);

/** A saved country's name in the page's language (any other name as saved). */
export function useCountryName() {
  const t = useTranslations('Account.countries');
  return (country: string) => (isCountry(country) ? t(COUNTRY_KEYS[country]) : country);
}
