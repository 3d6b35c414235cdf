/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, quote or line break in double
 * quotes, its quotes doubled), safe to open in a spreadsheet: a text cell starting with = + - @
 * (or a tab / carriage return) is prefixed with ' so it is read as text, never run as a formula.
 * A plain number (-12.50) is left alone: it cannot be a formula, and quoting it would turn a
 * credit note's negative amount into text.
 */
export type CsvCell = string | number | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !PLAIN_NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A CSV file to download, never kept by a cache (it is one seller's business). */
export function csvDownload(filename: string, body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
