import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, service and API tests. Browser tests are Playwright's (tests/e2e). */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
});
