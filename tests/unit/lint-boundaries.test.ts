/**
 * The layer rules in eslint.config.mjs really fire: lib/ importing app/ or components/, components/
 * importing app/, a 'use client' file reaching server-only code (directly or through lib/), an
 * import cycle, and the lib/ folders that import one way only.
 * The sources are linted as if they lived at the given paths; no file is written.
 */
import { execFileSync } from 'node:child_process';

const CASES: Record<string, [filePath: string, code: string]> = {
  libUp: [
    'lib/example/rule.ts',
    "import { Logo } from '@/components/layout/Logo';\nimport Root from '../../app/layout';\nexport const both = [Logo, Root];\n",
  ],
  componentsUp: ['components/example/Card.tsx', "import Root from '@/app/layout';\nexport const root = Root;\n"],
  clientToServer: [
    'components/example/Button.tsx',
    [
      "'use client';",
      "import { getDb } from '@/lib/db/client';",
      "import { getSessionUser } from '@/lib/auth/session';",
      "import { listCart } from '@/lib/commerce/cart';",
      "import { randomInt } from 'node:crypto';",
      'export const all = [getDb, getSessionUser, listCart, randomInt];',
      '',
    ].join('\n'),
  ],
  clientPure: [
    'components/example/Total.tsx',
    [
      "'use client';",
      "import { priceCart } from '@/lib/commerce/pricing';",
      "import type { CartItemJson } from '@/lib/commerce/cart';",
      "import { type OrderJson } from '@/lib/commerce/orders';",
      'export const ok: [typeof priceCart, CartItemJson | null, OrderJson | null] = [priceCart, null, null];',
      '',
    ].join('\n'),
  ],
  serverComponent: [
    'components/example/CartServer.tsx',
    "import { listCart } from '@/lib/commerce/cart';\nexport const load = listCart;\n",
  ],
  authToHttp: ['lib/auth/example.ts', "import { route } from '../http/route';\nexport const r = route;\n"],
  securityToHttp: ['lib/security/example.ts', "import { reply } from '@/lib/http/route';\nexport const r = reply;\n"],
  httpToApiClient: [
    'lib/http/example.ts',
    "import { apiFetch } from '../api-client/fetch';\nexport const f = apiFetch;\n",
  ],
  apiClientToHttp: ['lib/api-client/example.ts', "import { reply } from '../http/route';\nexport const r = reply;\n"],
  contentToCatalog: [
    'lib/content/example.ts',
    "import { LIMITS } from '../catalog/admin-schemas';\nexport const l = LIMITS;\n",
  ],
  commerceUp: [
    'lib/commerce/example.ts',
    "import { getPaymentHistory } from '../payments/history';\nimport { openRefund } from '@/lib/refunds/refunds';\nexport const both = [getPaymentHistory, openRefund];\n",
  ],
  refundsToPayments: [
    'lib/refunds/example.ts',
    "import { getPaymentProvider } from '../payments/provider';\nexport const p = getPaymentProvider;\n",
  ],
  oneWayDown: [
    'lib/payments/example.ts',
    [
      "import { openRefund } from '../refunds/refunds';",
      "import { transitionOrder } from '../commerce/order-state';",
      "import { sanitizeHtml } from '../content/sanitize';",
      "import { requireUser } from '../auth/session';",
      'export const all = [openRefund, transitionOrder, sanitizeHtml, requireUser];',
      '',
    ].join('\n'),
  ],
  httpToAuth: [
    'lib/http/example.ts',
    "import { requireUser } from '../auth/session';\nexport const u = requireUser;\n",
  ],
  // lib/commerce/lines.ts imports lib/money.ts, so money importing lines back closes a cycle.
  cycle: [
    'lib/money.ts',
    "import { priceShownLines } from './commerce/lines';\nexport const rupeesToPaise = (r: number) => Math.round(r * 100);\nexport const shown = priceShownLines;\n",
  ],
};

// ESLint loads its ESM config itself, so it runs in a plain Node process rather than inside Jest's module loader.
const LINT = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.cwd() });
  // import/no-cycle cannot map a file that does not exist; it is checked on a real path (the cycle case).
  const noCycle = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  // The rule first groups the files on disk into cycles and skips a file outside the importer's group;
  // a cycle that exists only in linted text is outside it, so this one case lints without that shortcut.
  const cycleRule = (await eslint.calculateConfigForFile('lib/money.ts')).rules['import/no-cycle'];
  const withCycles = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': ['error', { ...cycleRule[1], disableScc: true }] } } });
  const out = { cycleRule };
  for (const [name, [filePath, code]] of Object.entries(JSON.parse(process.argv[1]))) {
    const [result] = await (name === 'cycle' ? withCycles : noCycle).lintText(code, { filePath });
    out[name] = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId + ': ' + m.message);
  }
  console.log(JSON.stringify(out));
`;

let found: Record<keyof typeof CASES, string[]> & { cycleRule: unknown[] };
beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(CASES)], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  found = JSON.parse(out);
}, 180_000);

test('lib/ may not import from components/ or app/', () => {
  expect(found.libUp).toHaveLength(2);
  expect(found.libUp.every((p) => p.startsWith('no-restricted-imports'))).toBe(true);
});

test('components/ may not import from app/', () => {
  expect(found.componentsUp).toEqual([expect.stringMatching(/^no-restricted-imports: .*app\//)]);
});

test("a 'use client' file may not reach the database, the session or Node built-ins", () => {
  expect(found.clientToServer).toEqual([
    expect.stringContaining("'@/lib/db/client'"),
    expect.stringContaining("'@/lib/auth/session'"),
    expect.stringMatching(/'@\/lib\/commerce\/cart'.*lib\/commerce\/cart\.ts → /),
    expect.stringContaining("'node:crypto'"),
  ]);
  expect(found.clientToServer.every((p) => p.startsWith('layers/client-boundary'))).toBe(true);
});

test("a 'use client' file may import pure rules and types from lib/, and a server file anything below it", () => {
  expect(found.clientPure).toEqual([]);
  expect(found.serverComponent).toEqual([]);
});

test('an import cycle fails the lint', () => {
  expect(found.cycleRule[0]).toBe(2); // on, as an error, for lib/ (and every other file)
  expect(found.cycle).toEqual([expect.stringMatching(/^import\/no-cycle/)]);
});

test('lib/ folders import one way only: http → auth, http → security, catalog → content, payments → refunds → commerce', () => {
  const oneWay = (name: keyof typeof CASES, folders: RegExp) =>
    expect(found[name]).toEqual([expect.stringMatching(new RegExp(`^no-restricted-imports: .*${folders.source}`))]);
  oneWay('authToHttp', /lib\/auth\/ may not import from lib\/http\//);
  oneWay('securityToHttp', /lib\/security\/ may not import from lib\/http\//);
  oneWay('contentToCatalog', /lib\/content\/ may not import from lib\/catalog\//);
  oneWay('refundsToPayments', /lib\/refunds\/ may not import from lib\/payments\//);
  expect(found.commerceUp).toEqual([
    expect.stringMatching(/^no-restricted-imports: '..\/payments\/history'.*lib\/commerce\/ may not import/),
    expect.stringMatching(/^no-restricted-imports: '@\/lib\/refunds\/refunds'.*lib\/commerce\/ may not import/),
  ]);
  expect(found.oneWayDown).toEqual([]);
  expect(found.httpToAuth).toEqual([]);
});

test('lib/http (the server half) and lib/api-client (the browser half) do not import each other', () => {
  expect(found.httpToApiClient).toEqual([
    expect.stringMatching(/^no-restricted-imports: .*lib\/http\/ may not import from lib\/api-client\//),
  ]);
  expect(found.apiClientToHttp).toEqual([
    expect.stringMatching(/^no-restricted-imports: .*lib\/api-client\/ may not import from lib\/http\//),
  ]);
});
