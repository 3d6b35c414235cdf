import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/lib/commerce/pricing';

// Each method's name and hint: messages Checkout.payment.{key} and {key}Hint.
const METHODS = [
  { value: 'UPI', key: 'upi' },
  { value: 'CARD', key: 'card' },
  { value: 'COD', key: 'cod' },
] as const satisfies readonly { value: PaymentMethod; key: string }[];

type Props = {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  /** why COD is not offered for this order at this address (design §13); null when it is */
  codRefused?: string | null;
};

/**
 * UPI (default), CARD, COD; the COD handling charge is named before the order is placed. COD refused
 * stays on screen, disabled, with its reason beside it, so the shopper learns why it cannot be chosen.
 */
export function PaymentMethods({ value, onChange, codRefused = null }: Props) {
  const t = useTranslations('Checkout.payment');
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl font-semibold text-leaf-950">{t('legend')}</legend>
      {METHODS.map((m) => {
        const refused = m.value === 'COD' ? codRefused : null;
        return (
          <label
            key={m.value}
            className={`flex items-start gap-3 rounded-2xl border-2 bg-white p-4 ${refused ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'} ${value === m.value ? 'border-leaf-600 bg-leaf-50' : 'border-line'}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={m.value}
              checked={value === m.value}
              disabled={refused !== null}
              aria-describedby={refused ? 'cod-refused' : undefined}
              onChange={() => onChange(m.value)}
              className="mt-1 accent-leaf-700"
            />
            <span>
              <span className="block font-semibold text-ink">{t(m.key)}</span>
              <span className="block text-sm text-muted">{t(`${m.key}Hint`)}</span>
              {refused && (
                <span id="cod-refused" className="mt-1 block text-sm font-medium text-spice-700">
                  {refused}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
