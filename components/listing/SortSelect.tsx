'use client';

import { SORT_OPTIONS } from '@/lib/catalog/listing';
import type { SortKey } from '@/lib/catalog/listing-url';
import { Options } from '@/components/ui/form/Options';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="hidden text-muted sm:inline">Sort by</span>
      <select
        aria-label="Sort products"
        value={value}
        onChange={(e) => onChange(e.target.value as SortKey)}
        className="field h-11 w-auto rounded-full py-0 pr-9 font-medium"
      >
        <Options options={SORT_OPTIONS} />
      </select>
    </label>
  );
}
