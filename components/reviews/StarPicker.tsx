import { useTranslations } from 'next-intl';

/** 1–5 stars as a radio group: arrow keys move between stars, each says how many it is. */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const t = useTranslations('Reviews.form');
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('rating')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded text-3xl leading-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf-600"
          >
            <input
              type="radio"
              name="review-rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('stars', { count: n })}
            />
            <span aria-hidden className={n <= value ? 'text-honey-500' : 'text-sand-300'}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="review-rating-error" role="alert" className="mt-1 text-sm text-spice-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
