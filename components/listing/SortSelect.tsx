'use client';

import { useTranslations } from 'next-intl';
import { SORT_OPTIONS } from '@/lib/catalog/listing';
import type { SortKey } from '@/lib/catalog/listing-url';
import { Options } from '@/components/ui/form/Options';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const t = useTranslations('Listing');
  const options = SORT_OPTIONS.map((o) => ({ value: o.value, label: t(`sort.${o.key}`) }));
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="hidden text-muted sm:inline">{t('sortBy')}</span>
      <select
        aria-label={t('sortProducts')}
        value={value}
        onChange={(e) => onChange(e.target.value as SortKey)}
        className="field h-11 w-auto rounded-full py-0 pr-9 font-medium"
      >
        <Options options={options} />
      </select>
    </label>
  );
}
