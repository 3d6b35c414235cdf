// Tests never share a database with a running store: each suite gets its own (tests/helpers/db.ts).
process.env.PGLITE_DIR ??= 'memory://';
