/**
 * The catalogue CSV's columns (docs/catalog-csv.md): one row per pack, the product's columns repeated
 * on each of its rows. Money is rupees with two decimals, GST a percent, weights grams of net contents.
 */
import { HEADER_MESSAGES } from './parse';

export const CSV_COLUMNS = [
  'product_slug',
  'product_title',
  'category_slug',
  'seller_slug',
  'hsn_code',
  'gst_rate',
  'active',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'label',
  'price',
  'mrp',
  'stock',
  'weight_grams',
  'position',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

export const OPTION_SLOTS = [1, 2, 3] as const;
export const optionColumns = (n: (typeof OPTION_SLOTS)[number]) =>
  [`option${n}_name`, `option${n}_value`] as const satisfies readonly CsvColumn[];

export const CSV_LIMITS = { bytes: 5 * 1024 * 1024, rows: 20_000 } as const;

export const CSV_MESSAGES = {
  tooLarge: `The file is larger than ${CSV_LIMITS.bytes / 1024 / 1024} MB: split it into smaller files`,
  tooManyRows: `The file has more than ${CSV_LIMITS.rows.toLocaleString('en-IN')} rows: split it into smaller files`,
  missingFile: 'Choose a CSV file to import',
  notText: 'The file is not UTF-8 text: save it as CSV (UTF-8)',
  empty: 'The file has no header row',
  noRows: 'The file has no data rows',
  ...HEADER_MESSAGES,
  duplicateSku: 'This SKU appears on an earlier row',
  skuElsewhere: 'This SKU belongs to another product',
  otherSeller: 'A member imports only its own seller’s products',
  sellerFixed: 'A product stays with its seller: this is not its seller',
  sellerNeeded: 'Name the seller of a new product',
  differs: 'Differs from this product’s first row: leave it blank or repeat it',
  titleNeeded: 'A new product needs a title',
  categoryNeeded: 'A new product needs a category',
  optionName: 'Give the option a name, or leave its value blank',
  optionValue: 'This pack needs a value for the option',
  sameOptions: 'Another pack of this product has the same option values',
  untouchedOptions: 'This product has packs that are not in the file with other options: list all its packs',
  active: 'Active is true or false',
} as const;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading apostrophe,
 * which spreadsheets show as text; the import takes the apostrophe off again, so the round trip is exact.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardText = (value: string) => (FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value);
export const unguardText = (value: string) => (value.startsWith("'") ? value.slice(1) : value);
