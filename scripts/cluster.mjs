#!/usr/bin/env node
/**
 * Runs a server entry as WEB_CONCURRENCY processes on one port (node:cluster): Next's server is one
 * JavaScript thread, so one process uses one core however many the machine has. Used by `npm start`
 * (scripts/start.mjs), the standalone image (Dockerfile: `node scripts/cluster.mjs server.js`) and the
 * benches (bench/next-server.mjs).
 *
 *   node scripts/cluster.mjs <entry> [args…]      e.g. server.js, or next's bin with `start -p 3000`
 *
 * One process (the default, and always without DATABASE_URL: lib/ops/web-concurrency.mjs) runs the
 * entry in this process, exactly as `node <entry>` would. More: this process only supervises —
 *  - a worker counts as started when lib/startup.ts reports it ready; one that exits before the first
 *    workers have all started stops the group, which exits 1 (a bad setting fails every worker alike);
 *  - a worker that dies later is logged and replaced, after a back-off that doubles (to 30 s) while
 *    replacements keep dying young, so a crash loop does not spin;
 *  - SIGTERM/SIGINT go to every worker (Next drains in-flight requests, the job queue stops); this
 *    process exits once they all have.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { planProcesses } from '../lib/ops/web-concurrency.mjs';

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;
/** A worker that served this long before dying was not crash-looping: the back-off starts again. */
const HEALTHY_MS = 60_000;

const log = (line) => console.log(`[store] ${line}`);
const warn = (line) => console.error(`[store] ${line}`);

export async function runClustered(entry, args = []) {
  let plan;
  try {
    plan = planProcesses(process.env, os.availableParallelism());
  } catch (error) {
    warn(error.message);
    process.exit(1);
  }
  if (plan.warning) warn(plan.warning);
  const file = path.resolve(entry);
  if (plan.processes === 1) {
    process.argv = [process.argv[0], file, ...args];
    await import(pathToFileURL(file).href);
    return;
  }
  supervise(file, args, plan.processes);
}

function supervise(file, args, count) {
  cluster.setupPrimary({ exec: file, args });
  const live = new Map(); // worker → when it was forked
  const ready = new Set();
  let groupStarted = false;
  let stopping = false;
  let failedStart = false;
  let delayMs = FIRST_DELAY_MS;

  const fork = () => {
    if (stopping) return;
    live.set(cluster.fork(), Date.now());
  };
  const exitWhenEmpty = () => {
    if (live.size === 0) process.exit(failedStart ? 1 : 0);
  };
  const stop = (signal) => {
    stopping = true;
    for (const worker of live.keys()) worker.process.kill(signal);
    exitWhenEmpty();
  };

  cluster.on('message', (worker, message) => {
    if (message?.store !== 'ready') return;
    ready.add(worker);
    if (!groupStarted && ready.size === count) {
      groupStarted = true;
      log(`${count} server processes share the port (WEB_CONCURRENCY); this one (${process.pid}) supervises.`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker) ?? Date.now());
    live.delete(worker);
    ready.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      exitWhenEmpty();
      return;
    }
    if (!groupStarted) {
      warn(`server process ${worker.process.pid} exited (${how}) before it was ready: stopping the others.`);
      failedStart = true;
      stop('SIGTERM');
      return;
    }
    delayMs = lived >= HEALTHY_MS ? FIRST_DELAY_MS : delayMs;
    warn(`server process ${worker.process.pid} exited (${how}); starting another in ${delayMs / 1000} s.`);
    setTimeout(fork, delayMs);
    delayMs = Math.min(delayMs * 2, LONGEST_DELAY_MS);
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
  for (let i = 0; i < count; i++) fork();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    warn('usage: node scripts/cluster.mjs <server entry> [args…]');
    process.exit(2);
  }
  await runClustered(entry, args);
}
