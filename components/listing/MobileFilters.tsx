'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Drawer } from '@/components/ui/Drawer';
import { FilterIcon } from '@/components/ui/icons';
import type { CategoryDto } from '@/lib/catalog/categories';
import { DEFAULT_QUERY, type ListingQuery } from '@/lib/catalog/listing-url';
import { FilterPanel } from './FilterPanel';

/** Phones: a Filter button, a drawer with a draft of the filters, and Apply Filters. */
export function MobileFilters(props: {
  query: ListingQuery;
  categories: CategoryDto[];
  highest: number;
  onApply: (q: ListingQuery) => void;
}) {
  const t = useTranslations('Listing');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(props.query);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDraft(props.query);
          setOpen(true);
        }}
        className="btn btn-outline h-11 lg:hidden"
        aria-haspopup="dialog"
      >
        <FilterIcon size={18} /> {t('filterButton')}
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters')}
        footer={
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setDraft({ ...DEFAULT_QUERY, q: draft.q, sort: draft.sort })}
            >
              {t('clear')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                props.onApply(draft);
                setOpen(false);
              }}
            >
              {t('applyFilters')}
            </button>
          </div>
        }
      >
        <FilterPanel
          idPrefix="mobile"
          query={draft}
          categories={props.categories}
          highest={props.highest}
          onChange={setDraft}
        />
      </Drawer>
    </>
  );
}
