'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DeliveryWords } from '@/lib/delivery/words';

/** The Delivery sentences in the page's language, for lib/delivery/words.ts (its server parent gives 'Delivery'). */
export function useDeliveryWords(): DeliveryWords {
  return { t: useTranslations('Delivery'), locale: useLocale() };
}
