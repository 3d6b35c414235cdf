import { useTranslations } from 'next-intl';

const STEPS = ['review', 'address', 'payment'] as const;

/** Where the shopper is in the three checkout steps. */
export function Stepper({ step }: { step: number }) {
  const t = useTranslations('Checkout.steps');
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t('label')}>
      {STEPS.map((key, i) => (
        <li key={key} className="flex flex-1 items-center gap-2" aria-current={i === step ? 'step' : undefined}>
          <span
            className={`grid h-8 w-8 shrink-0 place-items-center rounded-full font-bold ${
              i <= step ? 'bg-leaf-700 text-white' : 'bg-sand-100 text-muted'
            }`}
          >
            {i + 1}
          </span>
          <span className={i === step ? 'font-semibold text-leaf-950' : 'text-muted'}>{t(key)}</span>
          {i < STEPS.length - 1 && <span className="h-px flex-1 bg-line" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}
