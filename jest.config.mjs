import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, service and API tests. Browser tests are Playwright's (tests/e2e). */
const config = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
});

// next-intl and its formatter ship as ES modules only: jest compiles them like the app's own code.
const ESM_ONLY = ['next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', '@schummar'];
export default async function jestConfig() {
  const resolved = await config();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_ONLY.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
  ];
  return resolved;
}
