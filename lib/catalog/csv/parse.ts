/**
 * RFC 4180 CSV, both ways: fields split by commas, records by CRLF or LF; a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). A UTF-8 byte order mark (Excel writes one) is
 * dropped. Written here rather than taken from npm: the whole format is these few rules, and the
 * import needs nothing a package would add.
 */

const BOM = '\uFEFF';

/** What a header row can get wrong, in every CSV the back office reads (the catalogue, the courier's list). */
export const HEADER_MESSAGES = {
  unknownColumn: 'Unknown column',
  missingColumn: 'This column is missing from the header row',
  duplicateColumn: 'This column appears twice in the header row',
  fieldCount: 'This row has a different number of cells from the header row',
} as const;

/** The header row's problems against the columns a file must have: unknown, repeated and missing ones (row 1). */
export function headerErrors(
  header: readonly string[],
  columns: readonly string[],
): { row: number; column: string; message: string }[] {
  const errors: { row: number; column: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!columns.includes(name)) errors.push({ row: 1, column: name, message: HEADER_MESSAGES.unknownColumn });
    else if (seen.has(name)) errors.push({ row: 1, column: name, message: HEADER_MESSAGES.duplicateColumn });
    seen.add(name);
  }
  for (const name of columns)
    if (!seen.has(name)) errors.push({ row: 1, column: name, message: HEADER_MESSAGES.missingColumn });
  return errors;
}

/** A file's bytes as text, or null when they are not UTF-8 (a spreadsheet saved in another encoding). */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** The records of a CSV text, each a list of fields; a closing line break makes no empty record. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        const next = src[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          throw new CsvSyntaxError(records.length + 1, 'A closing quote must end its field');
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') endRecord();
    else if (c === '\r') {
      if (src[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
    i++;
  }
  if (quoted) throw new CsvSyntaxError(records.length + 1, 'A quoted field is never closed');
  if (field !== '' || record.length) endRecord();
  return records;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV text from records, CRLF between records as RFC 4180 says, fields quoted only when they must be. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map(cell).join(',') + '\r\n').join('');
}
