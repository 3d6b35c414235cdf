import type { PaymentMethod } from '@/lib/commerce/pricing';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'UPI', label: 'UPI', hint: 'Google Pay, PhonePe, Paytm or any UPI app' },
  { value: 'CARD', label: 'Credit / Debit Card', hint: 'Visa, Mastercard, RuPay' },
  { value: 'COD', label: 'Cash on Delivery', hint: '₹49 handling charge' },
];

/** UPI (default), CARD, COD; the COD handling charge is named before the order is placed. */
export function PaymentMethods({ value, onChange }: { value: PaymentMethod; onChange: (m: PaymentMethod) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl font-semibold text-leaf-950">Payment Method</legend>
      {METHODS.map((m) => (
        <label
          key={m.value}
          className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 ${value === m.value ? 'border-leaf-600 bg-leaf-50' : 'border-line'}`}
        >
          <input
            type="radio"
            name="payment-method"
            value={m.value}
            checked={value === m.value}
            onChange={() => onChange(m.value)}
            className="mt-1 accent-leaf-700"
          />
          <span>
            <span className="block font-semibold text-ink">{m.label}</span>
            <span className="block text-sm text-muted">{m.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
