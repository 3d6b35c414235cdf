/**
 * Issue 30's one client data path: the API's addresses are written only in lib/api-client/<feature>.ts,
 * so a screen never carries an `/api/...` string of its own (docs/decisions.md, "One client data path").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const API_LITERAL = /['"`]\/api\//;

/**
 * Screens whose move to a client is another helper's part of issue 30 (the content, category, seller
 * and settings forms); emptied when that part lands, and never added to.
 */
const PENDING = new Set([
  'components/admin/categories/CategoryForm.tsx',
  'components/admin/categories/CategoryTree.tsx',
  'components/admin/content/BannerForm.tsx',
  'components/admin/content/BlogPostForm.tsx',
  'components/admin/content/ContentPageForm.tsx',
  'components/admin/content/EditableList.tsx',
  'components/admin/content/TeamMemberForm.tsx',
  'components/admin/sellers/SellerForm.tsx',
  'components/admin/settings/SettingsForm.tsx',
]);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield relative(ROOT, path).split('\\').join('/');
  }
}

test('no component or page outside app/api writes an /api/ path: they call lib/api-client', () => {
  const offenders = [...sources(join(ROOT, 'components')), ...sources(join(ROOT, 'app'))]
    .filter((file) => !file.startsWith('app/api/') && !PENDING.has(file))
    .filter((file) => API_LITERAL.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the rule sees a path literal when there is one', () => {
  expect(API_LITERAL.test("fetch('/api/user/cart')")).toBe(true);
  expect(API_LITERAL.test('fetch(`/api/orders/${n}`)')).toBe(true);
  expect(API_LITERAL.test("import { cartApi } from '@/lib/api-client/cart';")).toBe(false);
});
