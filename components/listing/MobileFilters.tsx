'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { FilterIcon } from '@/components/ui/icons';
import type { CategoryDto } from '@/lib/catalog/categories';
import type { ListingQuery } from '@/lib/catalog/listing-url';

// The drawer is fetched on the first tap (or as the finger lands), not with the listing.
const loadDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FilterDrawer })));

/** Phones: a Filter button, a drawer with a draft of the filters, and Apply Filters. */
export function MobileFilters(props: {
  query: ListingQuery;
  categories: CategoryDto[];
  highest: number;
  onApply: (q: ListingQuery) => void;
}) {
  const t = useTranslations('Listing');
  const [open, setOpen] = useState(false);
  // Kept once opened: it closes with its own state, and opens again at once.
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState(props.query);
  return (
    <>
      <button
        type="button"
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setDraft(props.query);
          setWanted(true);
          setOpen(true);
        }}
        className="btn btn-outline h-11 lg:hidden"
        aria-haspopup="dialog"
      >
        <FilterIcon size={18} /> {t('filterButton')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={open}
            onClose={() => setOpen(false)}
            draft={draft}
            onDraft={setDraft}
            onApply={() => {
              props.onApply(draft);
              setOpen(false);
            }}
            categories={props.categories}
            highest={props.highest}
          />
        </Suspense>
      )}
    </>
  );
}
