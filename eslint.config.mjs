import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { ignores: ['.next*/**', 'bench/results/**', 'node_modules/**', 'data/**', 'drizzle/**', 'coverage/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];

export default config;
