#!/usr/bin/env node
/**
 * Completes Next's self-contained server (`output: 'standalone'`) into a folder that runs on its
 * own: `node <folder>/scripts/cluster.mjs server.js` (or `node server.js`, one process). Next leaves
 * out the browser assets, public/, our SQL migrations and the launcher that runs WEB_CONCURRENCY
 * processes; this copies them in. Used by the Dockerfile (docs/deploy.md) and the two-instance test.
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
  // The launcher and the one module it imports, at the same relative paths.
  copy('scripts/cluster.mjs', 'scripts/cluster.mjs');
  copy('lib/ops/web-concurrency.mjs', 'lib/ops/web-concurrency.mjs');
  return root;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(assembleStandalone(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next'));
}
