/**
 * The courier's serviceable list as CSV (docs/back-office.md): a header row
 * `pincode,serviceable,cod,min_days,max_days`, then one row per PIN code. Every cell is read with zod
 * and every bad one reported by row (the header is row 1) and column, as the catalogue import does.
 */
import { z } from 'zod';
import type { CsvError } from '../../catalog/csv/cells';
import { CsvSyntaxError, HEADER_MESSAGES, headerErrors, parseCsv, utf8Text, writeCsv } from '../../catalog/csv/parse';
import { inIst } from '../../format/ist';
import { INDIAN_PIN } from '../../validation/pincode';
import type { CourierListRow } from '../pincode-rules';
import { lookupPincode } from '../pincodes';

export const COURIER_CSV_COLUMNS = ['pincode', 'serviceable', 'cod', 'min_days', 'max_days'] as const;
type Column = (typeof COURIER_CSV_COLUMNS)[number];

/** Every Indian PIN code is ~19,000 rows; 2 MB holds them many times over and stays under the default body cap. */
export const COURIER_CSV_LIMITS = { bytes: 2 * 1024 * 1024, rows: 20_000 } as const;

export const COURIER_CSV_MESSAGES = {
  tooLarge: 'The file is larger than 2 MB: keep one row per PIN code and the five columns',
  tooManyRows: 'The file has more than 20,000 rows: list each PIN code once',
  notText: 'The file is not UTF-8 text: save it as CSV (UTF-8)',
  empty: 'The file is empty: the first row must be the header pincode,serviceable,cod,min_days,max_days',
  noRows: 'The file has no data rows: to clear the list, use “Clear the list”',
  ...HEADER_MESSAGES,
  pincode: 'Enter a 6-digit PIN code',
  unknownPincode: 'Not a known Indian PIN code',
  duplicate: 'This PIN code appears on an earlier row',
  yesNo: 'Enter Y or N',
  days: 'Enter whole days from 0 to 60',
  bothDays: 'Give both min_days and max_days, or neither',
  range: 'max_days cannot be fewer than min_days',
} as const;
const m = COURIER_CSV_MESSAGES;

export type CourierRow = CourierListRow & { pincode: string };
export type CourierFile = { rows: CourierRow[]; count: number; errors: CsvError[] };

const YES = ['y', 'yes', 'true', '1'];
const NO = ['n', 'no', 'false', '0'];
const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => YES.includes(v) || NO.includes(v), m.yesNo)
  .transform((v) => YES.includes(v));
const days = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(z.number({ error: m.days }).int(m.days).min(0, m.days).max(60, m.days).nullable());
const pincode = z
  .string()
  .trim()
  .regex(INDIAN_PIN, m.pincode)
  .refine((pin) => lookupPincode(pin) !== null, m.unknownPincode);
const cells = { pincode, serviceable: yesNo, cod: yesNo, min_days: days, max_days: days };

/** One data row's cells checked, or its errors. */
function readRow(record: Record<Column, string>, row: number): { value?: CourierRow; errors: CsvError[] } {
  const errors: CsvError[] = [];
  const read = <C extends Column>(column: C): z.output<(typeof cells)[C]> | undefined => {
    const parsed = cells[column].safeParse(record[column]);
    if (parsed.success) return parsed.data as z.output<(typeof cells)[C]>;
    errors.push({ row, column, message: parsed.error.issues[0].message });
    return undefined;
  };
  const [pin, serviceable, cod, minDays, maxDays] = [
    read('pincode'),
    read('serviceable'),
    read('cod'),
    read('min_days'),
    read('max_days'),
  ] as const;
  if (minDays !== undefined && maxDays !== undefined) {
    if ((minDays === null) !== (maxDays === null))
      errors.push({ row, column: minDays === null ? 'min_days' : 'max_days', message: m.bothDays });
    else if (minDays !== null && maxDays !== null && maxDays < minDays)
      errors.push({ row, column: 'max_days', message: m.range });
  }
  if (errors.length) return { errors };
  return {
    value: { pincode: pin!, serviceable: serviceable!, cod: cod!, minDays: minDays!, maxDays: maxDays! },
    errors,
  };
}

const fileError = (message: string, row = 1): CourierFile => ({
  rows: [],
  count: 0,
  errors: [{ row, column: '', message }],
});

/** The file's rows that read well and the errors of the others; a whole-file problem is one error on row 1. */
export function readCourierCsv(bytes: Uint8Array): CourierFile {
  if (bytes.byteLength > COURIER_CSV_LIMITS.bytes) return fileError(m.tooLarge);
  const text = utf8Text(bytes);
  if (text === null) return fileError(m.notText);
  let records: { cells: string[]; row: number }[];
  try {
    records = parseCsv(text)
      .map((cells, i) => ({ cells, row: i + 1 }))
      .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) return fileError(error.message, error.row);
    throw error;
  }
  if (!records.length) return fileError(m.empty);
  const header = records[0].cells.map((h) => h.trim().toLowerCase());
  const data = records.slice(1);
  const count = data.length;
  const headerProblems = headerErrors(header, COURIER_CSV_COLUMNS);
  if (headerProblems.length) return { rows: [], count, errors: headerProblems };
  if (!count) return fileError(m.noRows, 2);
  if (count > COURIER_CSV_LIMITS.rows) return { ...fileError(m.tooManyRows), count };
  return readRows(header, data);
}

function readRows(header: string[], data: { cells: string[]; row: number }[]): CourierFile {
  const rows: CourierRow[] = [];
  const errors: CsvError[] = [];
  const firstRow = new Map<string, number>();
  for (const { cells, row } of data) {
    if (cells.length !== header.length) {
      errors.push({ row, column: '', message: m.fieldCount });
      continue;
    }
    const read = readRow(Object.fromEntries(header.map((h, j) => [h, cells[j]])) as Record<Column, string>, row);
    const pin = read.value?.pincode ?? cells[header.indexOf('pincode')].trim();
    const earlier = firstRow.get(pin);
    if (earlier !== undefined) errors.push({ row, column: 'pincode', message: `${m.duplicate} (row ${earlier})` });
    else firstRow.set(pin, row);
    errors.push(...read.errors);
    if (read.value && earlier === undefined) rows.push(read.value);
  }
  return { rows, count: data.length, errors };
}

const yn = (v: boolean) => (v ? 'Y' : 'N');

/** The list as the CSV the upload reads, sorted by PIN code: a download uploads back unchanged. */
export function writeCourierCsv(rows: readonly CourierRow[]): string {
  return writeCsv([
    COURIER_CSV_COLUMNS,
    ...[...rows]
      .sort((a, b) => a.pincode.localeCompare(b.pincode))
      .map((r) => [r.pincode, yn(r.serviceable), yn(r.cod), String(r.minDays ?? ''), String(r.maxDays ?? '')]),
  ]);
}

/** serviceable-pincodes-2026-11-26.csv, dated in IST */
export const courierCsvFileName = (now = new Date()) =>
  `serviceable-pincodes-${inIst(now).toISOString().slice(0, 10)}.csv`;
