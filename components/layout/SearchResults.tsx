import { useTranslations } from 'next-intl';
import { Img } from '@/components/ui/Img';
import { formatRupeesShort } from '@/lib/money';

export type SearchResult = { id: number; slug: string; title: string; imageUrl?: string | null; sellingPrice?: number };
export type SearchState = { query: string; status: 'loading' | 'done' | 'error'; results: SearchResult[] };

type Props = { state: SearchState; listId: string; active: number; onPick: (result: SearchResult) => void };

/** The search box's panel: "Searching…", the spec's empty text, or the results as a listbox. */
export function SearchResults({ state, listId, active, onPick }: Props) {
  const t = useTranslations('Header.search');
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 animate-fade-in overflow-hidden rounded-2xl border border-line bg-white shadow-lift">
      {state.status === 'loading' && state.results.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">{t('searching')}</p>
      ) : state.results.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted" role="status">
          {t('noResults')}
        </p>
      ) : null}
      {state.results.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('results')} className="max-h-96 overflow-y-auto py-1">
          {state.results.map((r, i) => (
            <li
              key={r.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-leaf-50' : 'hover:bg-sand-50'}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(r)}
            >
              <span className="relative h-10 w-10 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                {r.imageUrl && (
                  <Img src={r.imageUrl} alt="" width={40} height={40} className="h-full w-full object-cover" />
                )}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium text-ink">{r.title}</span>
              {typeof r.sellingPrice === 'number' && (
                <span className="shrink-0 text-leaf-700">{formatRupeesShort(r.sellingPrice)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
