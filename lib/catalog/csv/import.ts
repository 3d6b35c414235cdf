/**
 * The catalogue CSV import (docs/catalog-csv.md): every row and cell checked with the catalogue's zod
 * rules, every error reported by row and column; a dry run stops there, a real import applies the
 * whole file in one transaction or nothing at all, then revalidates the pages of the products it touched.
 */
import type { Actor } from '../../auth/actor';
import { staffScopeOf } from '../../auth/staff';
import { revalidateProducts } from '../../cache/revalidate';
import { getDb } from '../../db/client';
import { AppError } from '../../errors';
import { applyPlan } from './apply';
import { readRow, type CsvError, type ReadRow } from './cells';
import { CSV_COLUMNS, CSV_LIMITS, CSV_MESSAGES, type CsvColumn, type CsvRow } from './columns';
import { loadCatalogue } from './load';
import { CsvSyntaxError, headerErrors, parseCsv, utf8Text } from './parse';
import { planImport } from './plan';
import { uniqueViolation } from '../../db/unique-violation';

export type ImportReport = {
  /** data rows read (the header is row 1, so the first data row is row 2) */
  rows: number;
  /** rows that add a pack (a new product's rows included) */
  created: number;
  /** rows whose pack or product changes */
  updated: number;
  errors: CsvError[];
  /** whether the changes were written (never on a dry run, never with errors) */
  applied: boolean;
};

const refuse = (message: string) => new AppError('invalid', message, { errors: { file: message } });

function decode(bytes: Uint8Array): string {
  if (bytes.byteLength > CSV_LIMITS.bytes) throw new AppError('too_large', CSV_MESSAGES.tooLarge);
  const text = utf8Text(bytes);
  if (text === null) throw refuse(CSV_MESSAGES.notText);
  return text;
}

/** The file's rows checked cell by cell: those that read well, and the errors of the others. */
export function readCsvFile(bytes: Uint8Array): { rows: ReadRow[]; count: number; errors: CsvError[] } {
  let records: string[][];
  try {
    records = parseCsv(decode(bytes));
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { rows: [], count: 0, errors: [{ row: error.row, column: '', message: error.message }] };
    throw error;
  }
  if (!records.length) throw refuse(CSV_MESSAGES.empty);
  const header = records[0].map((h) => h.trim().toLowerCase());
  const errors = headerErrors(header, CSV_COLUMNS);
  const data = records
    .map((cells, i) => ({ cells, row: i + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (data.length > CSV_LIMITS.rows) throw refuse(CSV_MESSAGES.tooManyRows);
  if (!data.length) throw refuse(CSV_MESSAGES.noRows);
  if (errors.length) return { rows: [], count: data.length, errors };
  const rows: ReadRow[] = [];
  for (const { cells, row } of data) {
    if (cells.length !== header.length) {
      errors.push({ row, column: '', message: CSV_MESSAGES.fieldCount });
      continue;
    }
    const read = readRow(Object.fromEntries(header.map((h, i) => [h, cells[i]])) as CsvRow, row);
    if (read.ok) rows.push(read.value);
    else errors.push(...read.errors);
  }
  return { rows, count: data.length, errors };
}

const columnIndex = (c: string) => CSV_COLUMNS.indexOf(c as CsvColumn);
const inFileOrder = (a: CsvError, b: CsvError) => a.row - b.row || columnIndex(a.column) - columnIndex(b.column);

export async function importCatalogCsv(
  actor: Actor,
  bytes: Uint8Array,
  { dryRun }: { dryRun: boolean },
  db = getDb(),
): Promise<ImportReport> {
  const scope = staffScopeOf(actor);
  const file = readCsvFile(bytes);
  const names = { slugs: [...new Set(file.rows.map((r) => r.product.slug))], skus: file.rows.map((r) => r.pack.sku) };
  const check = async (lock: boolean, tx: Parameters<typeof loadCatalogue>[0]) => {
    const plan = planImport(file.rows, await loadCatalogue(tx, names, lock), scope);
    const errors = [...file.errors, ...plan.errors].sort(inFileOrder);
    return { plan, report: { rows: file.count, created: plan.created, updated: plan.updated, errors, applied: false } };
  };
  if (dryRun || file.errors.length) return (await check(false, db)).report;
  const { report, slugs } = await db
    .transaction(async (tx) => {
      const { plan, report } = await check(true, tx);
      if (report.errors.length) return { report, slugs: [] };
      return { report: { ...report, applied: true }, slugs: await applyPlan(tx, actor, plan) };
    })
    .catch(raced);
  if (slugs.length) await revalidateProducts(slugs);
  return report;
}

/** A slug or SKU taken by another writer between the check and the write (the locks cannot cover new rows). */
function raced(error: unknown): never {
  if (uniqueViolation(error) !== null)
    throw new AppError(
      'conflict',
      'Another change to the catalogue landed meanwhile: check the file again and import it',
    );
  throw error;
}
