import { COURIER_CSV_MESSAGES as m, readCourierCsv, writeCourierCsv } from '@/lib/delivery/courier/csv';

const HEADER = 'pincode,serviceable,cod,min_days,max_days';
const read = (text: string) => readCourierCsv(new TextEncoder().encode(text));
const errorsOf = (...lines: string[]) => read([HEADER, ...lines].join('\n')).errors;

test('a good file reads every row: Y/N in any spelling, days both or neither', () => {
  const file = read(
    '\uFEFF' +
      [
        HEADER,
        '560001,Y,N,1,2',
        '110001,no,false,,',
        '400001,yes,TRUE,0,0',
        '700001,1,0,3,5',
        '',
        '600001,true,1,,',
      ].join('\r\n'),
  );
  expect(file.errors).toEqual([]);
  expect(file.count).toBe(5);
  expect(file.rows).toEqual([
    { pincode: '560001', serviceable: true, cod: false, minDays: 1, maxDays: 2 },
    { pincode: '110001', serviceable: false, cod: false, minDays: null, maxDays: null },
    { pincode: '400001', serviceable: true, cod: true, minDays: 0, maxDays: 0 },
    { pincode: '700001', serviceable: true, cod: false, minDays: 3, maxDays: 5 },
    { pincode: '600001', serviceable: true, cod: true, minDays: null, maxDays: null },
  ]);
});

test('the columns may come in any order and letter case', () => {
  const file = read('COD,Pincode,max_days,min_days,serviceable\nY,560001,4,2,Y\n');
  expect(file.rows).toEqual([{ pincode: '560001', serviceable: true, cod: true, minDays: 2, maxDays: 4 }]);
});

test('every bad cell is an error on its row and column (the header is row 1)', () => {
  expect(
    errorsOf(
      '56001,Y,Y,,', // bad pin
      '999999,Y,Y,,', // well formed, unknown
      '560001,maybe,Y,,', // bad Y/N
      '560002,Y,,,', // blank Y/N
      '560003,Y,Y,2,', // one day without the other
      '560004,Y,Y,,3',
      '560005,Y,Y,5,2', // min > max
      '560006,Y,Y,x,61', // not days
      '560008,Y,N,,',
      '560008,N,N,,', // duplicate
      '560007,Y,Y', // too few cells
    ),
  ).toEqual([
    { row: 2, column: 'pincode', message: m.pincode },
    { row: 3, column: 'pincode', message: m.unknownPincode },
    { row: 4, column: 'serviceable', message: m.yesNo },
    { row: 5, column: 'cod', message: m.yesNo },
    { row: 6, column: 'max_days', message: m.bothDays },
    { row: 7, column: 'min_days', message: m.bothDays },
    { row: 8, column: 'max_days', message: m.range },
    { row: 9, column: 'min_days', message: m.days },
    { row: 9, column: 'max_days', message: m.days },
    { row: 11, column: 'pincode', message: `${m.duplicate} (row 10)` },
    { row: 12, column: '', message: m.fieldCount },
  ]);
});

test('a missing, unknown or repeated header column is an error on row 1, and no row is read', () => {
  const file = read('pincode,serviceable,cod,min_days,days\n560001,Y,Y,1,2\n');
  expect(file.rows).toEqual([]);
  expect(file.errors).toEqual([
    { row: 1, column: 'days', message: m.unknownColumn },
    { row: 1, column: 'max_days', message: m.missingColumn },
  ]);
  // A file without a header at all: its first row is taken for one, and every column is missing.
  expect(read('560001,Y,Y,1,2\n').errors.filter((e) => e.message === m.missingColumn)).toHaveLength(5);
  expect(read(`${HEADER},cod\n`).errors).toEqual([{ row: 1, column: 'cod', message: m.duplicateColumn }]);
});

test('an empty file, a header alone, a file not UTF-8 and a broken quote are one error each', () => {
  expect(read('').errors).toEqual([{ row: 1, column: '', message: m.empty }]);
  expect(read('\n \n').errors).toEqual([{ row: 1, column: '', message: m.empty }]);
  expect(read(`${HEADER}\n`).errors).toEqual([{ row: 2, column: '', message: m.noRows }]);
  expect(readCourierCsv(new Uint8Array([0xff, 0xfe, 0x41])).errors).toEqual([
    { row: 1, column: '', message: m.notText },
  ]);
  expect(read(`${HEADER}\n"560001,Y,Y,,\n`).errors).toEqual([
    { row: 2, column: '', message: 'A quoted field is never closed' },
  ]);
});

test('more rows than the limit is refused as a whole', () => {
  const many = Array.from({ length: 20_001 }, () => '560001,Y,Y,,');
  expect(errorsOf(...many)).toEqual([{ row: 1, column: '', message: m.tooManyRows }]);
});

test('the written list reads back the same, sorted by PIN code', () => {
  const rows = [
    { pincode: '560001', serviceable: true, cod: false, minDays: 1, maxDays: 2 },
    { pincode: '110001', serviceable: false, cod: false, minDays: null, maxDays: null },
  ];
  const text = writeCourierCsv(rows);
  expect(text).toBe(`${HEADER}\r\n110001,N,N,,\r\n560001,Y,N,1,2\r\n`);
  expect(read(text).rows).toEqual([rows[1], rows[0]]);
});
