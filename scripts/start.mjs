#!/usr/bin/env node
/**
 * `npm start`: builds once when there is no production build, then serves it: one `next start`, or
 * WEB_CONCURRENCY of them on one port with DATABASE_URL (scripts/cluster.mjs). The server itself
 * migrates and seeds on start (instrumentation.ts), so in demo mode it stays the only process that
 * opens the embedded database.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { runClustered } from './cluster.mjs';
import { writeSitemapFiles } from './sitemap-files.mjs';

const next = 'node_modules/next/dist/bin/next';
if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('[store] No production build yet: running `next build` (first start only)…');
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '3000';
// robots.txt and the static sitemap for the site URL this server runs with (next-sitemap.config.js).
writeSitemapFiles({ env: { PORT: port } });
await runClustered(next, ['start', '-p', port, ...process.argv.slice(2)]);
