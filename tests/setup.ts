// Tests never share a database with a running store: each suite gets its own (tests/helpers/db.ts).
process.env.PGLITE_DIR ??= 'memory://';
// Live mode (TEST_DATABASE_URL) requires a configured secret, as a deployment would; every suite
// gets it, not only those that sign users in.
process.env.AUTH_SECRET ??= 'test-secret-for-jest-only-0123456789abcdef';
