import { parseCsv, writeCsv, CsvSyntaxError } from '@/lib/catalog/csv/parse';
import { guardText, unguardText } from '@/lib/catalog/csv/columns';

test('plain fields, CRLF or LF records, and no empty record for the closing line break', () => {
  expect(parseCsv('a,b,c\r\n1,2,3\n4,,6\n')).toEqual([
    ['a', 'b', 'c'],
    ['1', '2', '3'],
    ['4', '', '6'],
  ]);
  expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  expect(parseCsv('a,\n')).toEqual([['a', '']]);
});

test('quoted fields keep commas, line breaks and doubled quotes', () => {
  expect(parseCsv('"Tulsi, Green","line one\r\nline two","say ""hi"""\n')).toEqual([
    ['Tulsi, Green', 'line one\r\nline two', 'say "hi"'],
  ]);
  expect(parseCsv('"",x\n')).toEqual([['', 'x']]);
});

test('a UTF-8 byte order mark is dropped', () => {
  expect(parseCsv('\uFEFFproduct_slug,₹\nchai,१००\n')).toEqual([
    ['product_slug', '₹'],
    ['chai', '१००'],
  ]);
});

test('broken quoting is a syntax error naming the row', () => {
  expect(() => parseCsv('a\n"never closed,b\n')).toThrow(CsvSyntaxError);
  const rowOf = (text: string) => {
    try {
      parseCsv(text);
      return null;
    } catch (error) {
      return (error as CsvSyntaxError).row;
    }
  };
  expect(rowOf('a\nb\n"x"y,z\n')).toBe(3);
});

test('writing quotes only what needs it, and reads back the same records', () => {
  const records = [
    ['slug', 'title', 'note'],
    ['chai', 'Masala, "strong"', 'two\nlines'],
    ['x', ' padded ', ''],
  ];
  const text = writeCsv(records);
  expect(text.split('\r\n')[0]).toBe('slug,title,note');
  expect(text).toContain('"Masala, ""strong"""');
  expect(parseCsv(text)).toEqual(records);
});

test('text a spreadsheet would run as a formula is written as text and read back exactly', () => {
  for (const value of ['=1+1', '+91', '-5 g', '@home', "'quoted", 'Plain']) {
    expect(unguardText(guardText(value))).toBe(value);
  }
  expect(guardText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
  expect(guardText('Plain')).toBe('Plain');
});
