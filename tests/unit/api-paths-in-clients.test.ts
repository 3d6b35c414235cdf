/**
 * Issue 30's one client data path: the API's addresses are written only in lib/api-client/<feature>.ts,
 * so a screen never carries an `/api/...` string of its own (docs/decisions.md, "One client data path").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const API_LITERAL = /['"`]\/api\//;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield relative(ROOT, path).split('\\').join('/');
  }
}

test('no component or page outside app/api writes an /api/ path: they call lib/api-client', () => {
  const offenders = [...sources(join(ROOT, 'components')), ...sources(join(ROOT, 'app'))]
    .filter((file) => !file.startsWith('app/api/'))
    .filter((file) => API_LITERAL.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the rule sees a path literal when there is one', () => {
  expect(API_LITERAL.test("fetch('/api/user/cart')")).toBe(true);
  expect(API_LITERAL.test('fetch(`/api/orders/${n}`)')).toBe(true);
  expect(API_LITERAL.test("import { cartApi } from '@/lib/api-client/cart';")).toBe(false);
});
