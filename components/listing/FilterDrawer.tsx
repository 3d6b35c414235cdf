'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/ui/Drawer';
import type { CategoryDto } from '@/lib/catalog/categories';
import { DEFAULT_QUERY, type ListingQuery } from '@/lib/catalog/listing-url';
import { FilterPanel } from './FilterPanel';

/** The phone's filter drawer (MobileFilters loads it on the first tap): a draft of the filters, Clear and Apply. */
export function FilterDrawer({
  open,
  onClose,
  draft,
  onDraft,
  onApply,
  categories,
  highest,
}: {
  open: boolean;
  onClose: () => void;
  draft: ListingQuery;
  onDraft: (q: ListingQuery) => void;
  onApply: () => void;
  categories: CategoryDto[];
  highest: number;
}) {
  const t = useTranslations('Listing');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('filters')}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => onDraft({ ...DEFAULT_QUERY, q: draft.q, sort: draft.sort })}
          >
            {t('clear')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onApply}>
            {t('applyFilters')}
          </button>
        </div>
      }
    >
      <FilterPanel idPrefix="mobile" query={draft} categories={categories} highest={highest} onChange={onDraft} />
    </Drawer>
  );
}
