import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { clientBoundary } from './eslint-rules/client-boundary.mjs';

/**
 * The layers (docs/architecture.md): app/ → components/ → lib/. lib/ never imports from app/ or
 * components/, components/ never from app/, and a 'use client' file never reaches server-only code.
 */
const upward = (folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`,
          message: `This layer may not import from ${folders.map((f) => `${f}/`).join(' or ')} (app/ → components/ → lib/, see docs/architecture.md).`,
        },
      ],
    },
  ],
});

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
