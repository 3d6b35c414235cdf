'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { searchProducts } from '@/lib/api-client/header';
import { SUGGESTION_LIMIT } from '@/lib/catalog/search-limits';
import { listingHref } from '@/lib/catalog/listing-url';
import { localePath } from '@/lib/i18n/locales';
import type { SearchResult, SearchState } from './SearchResults';
import { VoiceSearchButton } from './VoiceSearchButton';

// The results panel is fetched when the shopper first types, not with every page.
const loadResults = () => import('./SearchResults');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

export const SEARCH_DEBOUNCE_MS = 400;

/** The answer for one query text; a different (newer) text means the answer is still coming. */
type State = SearchState & { status: 'done' | 'error' };

export function SearchBox({ className = '' }: { className?: string }) {
  const router = useRouter();
  // The search is the same in both languages; only where it lands follows the page (/hi/products…).
  const locale = useLocale();
  const t = useTranslations('Header.search');
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<State>({ query: '', status: 'done', results: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const results = await searchProducts(query, SUGGESTION_LIMIT, controller.signal);
        setAnswer({ query, status: 'done', results });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setAnswer({ query, status: 'error', results: [] });
      }
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // Until the answer for the text on screen arrives, the panel says "Searching…".
  const state = answer.query === query ? answer : { query, status: 'loading' as const, results: [] as SearchResult[] };

  const go = (result: SearchResult) => {
    setOpen(false);
    setText('');
    router.push(localePath(`/products/${result.slug}`, locale));
  };
  // Enter without a highlighted suggestion opens every match on the results page, not the first product.
  const showAll = () => {
    setOpen(false);
    router.push(localePath(listingHref({ q: query }), locale));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const count = state.results.length;
    if (e.key === 'ArrowDown' && count) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (e.key === 'ArrowUp' && count) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && query) {
      e.preventDefault();
      if (active >= 0 && active < count) go(state.results[active]);
      else showAll();
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showPanel = open && query !== '';

  return (
    <div
      ref={boxRef}
      role="search"
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('label')}
      </label>
      <div className="flex items-center rounded-full border border-sand-300 bg-white pl-4 pr-1.5 shadow-sm transition focus-within:border-leaf-600 focus-within:ring-3 focus-within:ring-leaf-500/20">
        <SearchIcon size={18} className="shrink-0 text-muted" />
        <input
          id={`${listId}-input`}
          // A combobox must be a text input: HTML does not allow role="combobox" on type="search".
          type="text"
          inputMode="search"
          role="combobox"
          aria-expanded={showPanel && state.results.length > 0}
          aria-controls={state.results.length ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            void loadResults();
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full min-w-0 bg-transparent px-3 text-[15px] outline-none placeholder:text-[#7a827d]"
        />
        <VoiceSearchButton
          onResult={(spoken) => {
            setText(spoken);
            setOpen(true);
          }}
        />
      </div>
      {showPanel && (
        <Suspense fallback={null}>
          <SearchResults state={state} listId={listId} active={active} onPick={go} />
        </Suspense>
      )}
    </div>
  );
}
