/**
 * The production build and server both benchmarks measure: build into a folder of their own
 * (reused unless BENCH_REBUILD=1), start `next start` on 127.0.0.1 in its own process group through
 * the same launcher as `npm start` (scripts/cluster.mjs: `processes` or BENCH_WEB_CONCURRENCY server
 * processes on the port, default 1), wait until it answers, and stop it again. Loopback only. `dir` is
 * the Next project: the store (the repository root) or the bare baseline page (bench/baseline), both
 * built with the same `next`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { writeSitemapFiles } from '../scripts/sitemap-files.mjs';

const NEXT = 'node_modules/next/dist/bin/next';
const LAUNCHER = 'scripts/cluster.mjs';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function ensureBuild(distDir, log, dir = '.', extraArgs = []) {
  if (fs.existsSync(path.join(dir, distDir, 'BUILD_ID')) && process.env.BENCH_REBUILD !== '1') {
    log(`using the existing build in ${path.join(dir, distDir)} (BENCH_REBUILD=1 to rebuild)`);
    return;
  }
  log(`building ${dir} into ${distDir}…`);
  const result = spawnSync(process.execPath, [NEXT, 'build', dir, ...extraArgs], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
}

/** The status of one GET on a connection of its own (the cluster hands each new connection to the next worker). */
const freshGet = (url) =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', () => resolve(0));
  });

/**
 * Starts the server with `env` on top of this process's environment; resolves once `readyPath`
 * answers (the store is ready when its database is: a catalogue API call) on as many fresh
 * connections in a row as there are processes, twice over, so every worker has answered.
 */
export async function startNextServer({
  port,
  distDir,
  env = {},
  dir = '.',
  readyPath = '/api/categories/roots',
  processes = Number(process.env.BENCH_WEB_CONCURRENCY || 1),
}) {
  // The store's robots.txt and static sitemap are written at start (they carry SITE_URL); not for the bare page.
  if (dir === '.') writeSitemapFiles({ distDir, env });
  const server = spawn(process.execPath, [LAUNCHER, NEXT, 'start', dir, '-H', '127.0.0.1', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      WEB_CONCURRENCY: String(processes),
      ...env,
    },
  });
  for (let i = 0, answered = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    answered = (await freshGet(`http://127.0.0.1:${port}${readyPath}`)) === 200 ? answered + 1 : 0;
    if (answered >= 2 * processes) return server;
    if (answered === 0) await sleep(500);
  }
  stopNextServer(server);
  throw new Error('the server did not become ready within 120 s');
}

/** Stops the server and anything it started (its process group). */
export function stopNextServer(server) {
  if (!server || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}

/** Ends the run after `seconds` whatever it is doing, after `cleanUp`. */
export function limitRunTime(seconds, log, cleanUp) {
  const stop = async (code) => {
    await cleanUp();
    process.exit(code);
  };
  setTimeout(() => {
    log(`time limit of ${seconds}s reached; stopping.`);
    void stop(2);
  }, seconds * 1000).unref();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(130));
}
