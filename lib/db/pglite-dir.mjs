/**
 * Where the embedded database (demo mode) keeps its files: PGLITE_DIR, default ./data/pglite.
 * Plain JavaScript, so the cache handlers Next loads outside the bundle read the same setting as
 * lib/config.ts.
 */
import path from 'node:path';

export function pgliteDir() {
  const value = process.env.PGLITE_DIR?.trim();
  return value ? value : path.join(process.cwd(), 'data', 'pglite');
}

/**
 * Next's file-system page cache in demo mode, kept beside the database its pages were rendered
 * from rather than in the build folder: a build started again on another database (the tests', a
 * restored backup, a fresh demo) must not serve pages made from the old one. Null for an
 * in-memory database, whose pages stay in Next's default place.
 */
export function pageCacheDir() {
  const dir = pgliteDir();
  return dir.startsWith('memory://') ? null : `${path.resolve(dir)}-pages`;
}
