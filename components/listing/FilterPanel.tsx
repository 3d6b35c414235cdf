'use client';

import { useTranslations } from 'next-intl';
import type { CategoryDto } from '@/lib/catalog/categories';
import type { ListingQuery } from '@/lib/catalog/listing-url';
import { formatRupeesShort } from '@/lib/money';

type Props = {
  idPrefix: string;
  query: ListingQuery;
  categories: CategoryDto[];
  highest: number;
  onChange: (query: ListingQuery) => void;
};

const radio = 'h-4 w-4 shrink-0 accent-leaf-700';
const row = 'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-[15px] hover:bg-leaf-50';
const STEP = 10;

/** Category, sub-category and price cap (controlled: the parent decides when to apply). */
export function FilterPanel({ idPrefix, query, categories, highest, onChange }: Props) {
  const t = useTranslations('Listing');
  // A range input only stops on min + k·step: round its end up so the last stop includes the dearest product.
  const top = Math.ceil(highest / STEP) * STEP;
  const cap = query.max === null ? top : Math.min(query.max, top);
  const selectedRoot = categories.find(
    (c) => c.slug === query.category || c.subCategories.some((s) => s.slug === query.category),
  );
  return (
    <div className="space-y-7">
      <fieldset>
        <legend className="mb-2 font-serif text-lg font-semibold text-leaf-900">{t('category')}</legend>
        <label className={row}>
          <input
            type="radio"
            name={`${idPrefix}-category`}
            className={radio}
            checked={query.category === 'all'}
            onChange={() => onChange({ ...query, category: 'all', sub: null })}
          />
          {t('allProducts')}
        </label>
        {categories.map((c) => (
          <div key={c.slug}>
            <label className={row}>
              <input
                type="radio"
                name={`${idPrefix}-category`}
                className={radio}
                checked={query.category === c.slug}
                onChange={() => onChange({ ...query, category: c.slug, sub: null })}
              />
              {c.title}
            </label>
            {selectedRoot?.slug === c.slug && c.subCategories.length > 0 && (
              <fieldset className="mb-1 ml-4 border-l-2 border-leaf-100 pl-2">
                <legend className="sr-only">{t('subCategories', { category: c.title })}</legend>
                <label className={`${row} text-sm`}>
                  <input
                    type="radio"
                    name={`${idPrefix}-sub`}
                    className={radio}
                    checked={!query.sub}
                    onChange={() => onChange({ ...query, category: c.slug, sub: null })}
                  />
                  {t('allIn', { category: c.title })}
                </label>
                {c.subCategories.map((s) => (
                  <label key={s.slug} className={`${row} text-sm`}>
                    <input
                      type="radio"
                      name={`${idPrefix}-sub`}
                      className={radio}
                      checked={query.sub === s.slug}
                      onChange={() => onChange({ ...query, category: c.slug, sub: s.slug })}
                    />
                    {s.title}
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-price`} className="mb-1 block font-serif text-lg font-semibold text-leaf-900">
          {t('price')}
        </label>
        <p className="mb-2 text-sm text-muted">
          {t.rich('upTo', {
            price: formatRupeesShort(Math.min(cap, highest)),
            amount: (chunks) => (
              <output htmlFor={`${idPrefix}-price`} className="font-semibold text-ink">
                {chunks}
              </output>
            ),
          })}
        </p>
        <input
          id={`${idPrefix}-price`}
          type="range"
          min={0}
          max={top}
          step={STEP}
          value={cap}
          onChange={(e) => {
            const value = Number(e.target.value);
            onChange({ ...query, max: value >= highest ? null : value });
          }}
          className="w-full accent-leaf-700"
        />
        <div className="flex justify-between text-xs text-muted">
          <span>{formatRupeesShort(0)}</span>
          <span>{formatRupeesShort(highest)}</span>
        </div>
      </div>
    </div>
  );
}
