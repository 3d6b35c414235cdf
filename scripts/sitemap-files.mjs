/**
 * Writes public/robots.txt and public/sitemap-static.xml with next-sitemap (next-sitemap.config.js)
 * from a finished build, for the site URL the server is about to run with.
 */
import { spawnSync } from 'node:child_process';

export function writeSitemapFiles({ distDir = process.env.NEXT_DIST_DIR || '.next', env = {} } = {}) {
  const result = spawnSync(process.execPath, ['node_modules/next-sitemap/bin/next-sitemap.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, ...env },
  });
  if (result.status !== 0) throw new Error('next-sitemap could not write robots.txt and the static sitemap');
}

if (import.meta.url === `file://${process.argv[1]}`) writeSitemapFiles();
