'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { deliveryApi, UNKNOWN_PINCODE } from '@/lib/api-client/delivery';
import { isPincode } from '@/lib/validation/pincode';
import { deliveryLines } from '@/lib/delivery/words';
import type { DeliveryJson } from '@/lib/delivery/types';
import { useDeliveryWords } from '@/components/i18n/useDeliveryWords';
import { PINCODE_KEY } from './pincode-key';

/**
 * The answer for one PIN code and this product (loaded by ./CheckDeliveryLoader on first use). A known PIN
 * code is remembered on the device, served or not; an unknown one is forgotten.
 */
export function CheckDeliveryAnswer({
  pincode,
  productId,
  variantId,
}: {
  pincode: string;
  productId: number;
  variantId: number;
}) {
  const t = useTranslations('Delivery');
  const words = useDeliveryWords();
  const [answer, setAnswer] = useState<DeliveryJson | null>(null);
  // What went wrong, put in words when shown: the effect below needs no translator.
  const [problem, setProblem] = useState<'invalidPincode' | 'checkFailed' | null>(
    isPincode(pincode) ? null : 'invalidPincode',
  );

  useEffect(() => {
    if (!isPincode(pincode)) return;
    let current = true; // another pack chosen meanwhile: its answer, not this one, is shown
    deliveryApi.check({ pincode, productId, variantId }).then(
      (answer) => {
        if (!current) return;
        if (answer === UNKNOWN_PINCODE) {
          localStorage.removeItem(PINCODE_KEY);
          return setProblem('invalidPincode');
        }
        localStorage.setItem(PINCODE_KEY, pincode);
        setAnswer(answer);
      },
      () => current && setProblem('checkFailed'),
    );
    return () => {
      current = false;
    };
  }, [pincode, productId, variantId]);

  if (problem) return <p className="text-spice-600">{t(problem)}</p>;
  if (!answer) return <p className="text-muted">{t('checking')}</p>;
  const lines = deliveryLines(words, answer);
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line} className="font-medium text-leaf-800">
          {line}
        </li>
      ))}
    </ul>
  );
}
