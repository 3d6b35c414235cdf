#!/usr/bin/env node
/**
 * Completes Next's self-contained server (`output: 'standalone'`) into a folder that runs on its
 * own: `node <folder>/server.js`. Next leaves out the browser assets, public/ and our SQL
 * migrations; this copies them in. Used by the Dockerfile (docs/deploy.md) and the two-instance test.
 *
 *   node scripts/standalone.mjs [distDir=.next]   → prints the folder (<distDir>/standalone)
 */
import fs from 'node:fs';
import path from 'node:path';

export function assembleStandalone(distDir = '.next') {
  const root = path.resolve(distDir, 'standalone');
  if (!fs.existsSync(path.join(root, 'server.js')))
    throw new Error(`${root}/server.js is missing: run next build first`);
  const copy = (from, to) => fs.existsSync(from) && fs.cpSync(from, path.join(root, to), { recursive: true });
  copy(path.join(distDir, 'static'), path.join(distDir, 'static'));
  copy('public', 'public');
  copy('drizzle', 'drizzle');
  return root;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(assembleStandalone(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next'));
}
