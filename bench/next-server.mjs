/**
 * The production build and server both benchmarks measure: build into a folder of their own
 * (reused unless BENCH_REBUILD=1), start `next start` on 127.0.0.1 in its own process group, wait
 * until it answers, and stop it again. Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeSitemapFiles } from '../scripts/sitemap-files.mjs';

const NEXT = 'node_modules/next/dist/bin/next';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function ensureBuild(distDir, log) {
  if (fs.existsSync(path.join(distDir, 'BUILD_ID')) && process.env.BENCH_REBUILD !== '1') {
    log(`using the existing build in ${distDir} (BENCH_REBUILD=1 to rebuild)`);
    return;
  }
  log(`building into ${distDir}…`);
  const result = spawnSync(process.execPath, [NEXT, 'build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
}

/** Starts the server with `env` on top of this process's environment; resolves once it answers. */
export async function startNextServer({ port, distDir, env }) {
  writeSitemapFiles({ distDir, env });
  const server = spawn(process.execPath, [NEXT, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/categories/roots`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await sleep(500);
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
