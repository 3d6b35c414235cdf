/**
 * Product search: case-insensitive over title, category and tags; Hindi/Hinglish names via
 * SEARCH_SYNONYMS; typo-tolerant with pg_trgm. Ranked exact, then prefix, then contains, then
 * fuzzy. The text is only ever a bound parameter: quotes, %, _ and SQL-looking text are text.
 */
import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { paiseToRupees } from '../money';
import { mainImagesOf } from './main-images';
import { expandSearchTerms } from './search-synonyms';
import { SEARCH_PAGE_LIMIT } from './search-limits';

export type SearchResult = { id: number; slug: string; title: string; imageUrl: string | null; sellingPrice: number };

export const SEARCH_MAX_LENGTH = 100;
const FUZZY_THRESHOLD = 0.4;

export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

export async function searchProducts(text: string, limit = 20, db: DbOrTx = getDb()): Promise<SearchResult[]> {
  const normalized = normalizeSearchText(text);
  if (!normalized) return [];
  const terms = expandSearchTerms(normalized);
  const termsArray = sql`ARRAY[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    WITH candidates AS (
      SELECT p.id, p.slug, p.title, p.rating_count,
             lower(p.title) AS t, lower(c.title) AS ct, lower(coalesce(pc.title, '')) AS pct, p.tags
      FROM products p
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN categories pc ON pc.id = c.parent_id
      WHERE p.is_active
    ),
    scored AS (
      SELECT cand.id, q.term,
        CASE
          WHEN cand.t = q.term OR q.term = ANY(cand.tags) OR cand.ct = q.term OR cand.pct = q.term THEN 0
          WHEN starts_with(cand.t, q.term) OR strpos(' ' || cand.t, ' ' || q.term) > 0
               OR EXISTS (SELECT 1 FROM unnest(cand.tags) tag WHERE starts_with(tag, q.term)) THEN 1
          WHEN strpos(cand.t, q.term) > 0 OR strpos(cand.ct, q.term) > 0 OR strpos(cand.pct, q.term) > 0
               OR EXISTS (SELECT 1 FROM unnest(cand.tags) tag WHERE strpos(tag, q.term) > 0) THEN 2
          WHEN word_similarity(q.term, cand.t) >= ${FUZZY_THRESHOLD}
               OR word_similarity(q.term, cand.ct) >= ${FUZZY_THRESHOLD}
               OR EXISTS (SELECT 1 FROM unnest(cand.tags) tag WHERE similarity(tag, q.term) >= ${FUZZY_THRESHOLD}) THEN 3
        END AS rank,
        greatest(word_similarity(q.term, cand.t), similarity(q.term, cand.t)) AS sim
      FROM candidates cand CROSS JOIN unnest(${termsArray}) AS q(term)
    ),
    best AS (
      SELECT id, min(rank) AS rank, max(sim) AS sim FROM scored WHERE rank IS NOT NULL GROUP BY id
    )
    SELECT cand.id, cand.slug, cand.title,
      -- the price a listing shows (lib/catalog/variants.ts listingPack): the cheapest pack in stock, else the cheapest
      (SELECT v.price_paise FROM product_variants v WHERE v.product_id = cand.id
        ORDER BY v.stock_quantity > 0 DESC, v.price_paise, v.position, v.id LIMIT 1) AS price_paise
    FROM best JOIN candidates cand ON cand.id = best.id
    ORDER BY best.rank, best.sim DESC, cand.rating_count DESC, cand.title
    LIMIT ${Math.max(1, Math.min(limit, SEARCH_PAGE_LIMIT))}
  `);
  const rows = rowsOf<{ id: number; slug: string; title: string; price_paise: number }>(result);
  const images = await mainImagesOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    imageUrl: images.get(Number(r.id)) ?? null,
    sellingPrice: paiseToRupees(Number(r.price_paise)),
  }));
}
