import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { clientBoundary } from './eslint-rules/client-boundary.mjs';

/**
 * The layers (docs/architecture.md): app/ → components/ → lib/. lib/ never imports from app/ or
 * components/, components/ never from app/, and a 'use client' file never reaches server-only code.
 */
const layer = (folders) => ({
  regex: `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`,
  message: `This layer may not import from ${folders.map((f) => `${f}/`).join(' or ')} (app/ → components/ → lib/, see docs/architecture.md).`,
});
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const upward = (folders) => restrict(layer(folders));

/**
 * Inside lib/, these folders import one way only: [folder, the folders it may not import, why].
 * A constant, message or JSON shape both sides need lives in the lower one (or in a small module
 * under both: lib/errors.ts, lib/messages.ts, lib/validation/).
 */
const ONE_WAY = [
  // route() reads the session, so lib/http sits above lib/auth; next-auth's own endpoint is in lib/http too.
  ['auth', ['http'], 'lib/http is above lib/auth (route() reads the session).'],
  // The front door and route() apply the request gate, rate limits and client address.
  ['security', ['http'], 'lib/http is above lib/security.'],
  // The server half (route, envelope, body caps) and the browser half (apiFetch) share only lib/errors.ts
  // and lib/messages.ts.
  ['http', ['api-client'], 'lib/http is the server half; lib/api-client is the browser half.'],
  ['api-client', ['http'], 'lib/api-client is the browser half; lib/http is the server half.'],
  // Product descriptions are rich text, stored through content's sanitiser; the title / slug / HTML
  // fields both use are in lib/validation/slug.ts.
  ['content', ['catalog'], 'lib/catalog is above lib/content (it stores rich text through lib/content/sanitize.ts).'],
  // Payments and refunds move an order through its states (commerce/order-state, sub-order-state), and
  // a payment's webhook settles refunds: payments → refunds → commerce. What the order pages show of
  // payments and refunds (payment-records, payment-status, refund-json) lives in commerce.
  [
    'commerce',
    ['payments', 'refunds'],
    'lib/payments and lib/refunds are above lib/commerce (payments → refunds → commerce).',
  ],
  ['refunds', ['payments'], 'lib/payments is above lib/refunds (payments → refunds → commerce).'],
];
const oneWay = ONE_WAY.map(([folder, banned, why]) => ({
  files: [`lib/${folder}/**/*.{ts,tsx,js,mjs}`],
  rules: restrict(layer(['app', 'components']), {
    regex: `^(@/lib/|(\\.\\./)+)(${banned.join('|')})(/|$)`,
    message: `lib/${folder}/ may not import from ${banned.map((f) => `lib/${f}/`).join(' or ')}: ${why}`,
  }),
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // No import cycles: a module and everything it imports can be read (and tested) bottom-up.
  { files: ['**/*.{ts,tsx,mjs}'], rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] } },
  { files: ['lib/**/*.{ts,tsx,js,mjs}'], rules: upward(['app', 'components']) },
  // After the lib/ rule above: a file's no-restricted-imports is the last one that matches it.
  ...oneWay,
  { files: ['components/**/*.{ts,tsx}'], rules: upward(['app']) },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'client-boundary': clientBoundary } } },
    rules: { 'layers/client-boundary': 'error' },
  },
  // The first Intl formatter a page creates loads the browser's locale data inside hydration (~100 ms
  // on a 4× slower phone, docs/performance.md): the shop's screens write rupees and IST by hand.
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: "Use lib/money.ts or lib/format/ (no Intl on the shop's pages).",
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: "Use lib/money.ts or lib/format/ (no Intl on the shop's pages).",
        },
      ],
    },
  },
  {
    ignores: [
      '.next*/**',
      'bench/baseline/.next*/**',
      'bench/results/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'coverage/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
];

export default config;
