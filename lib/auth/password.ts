/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1): OWASP's recommended minimum.
 * Each hash costs ~19 MiB and a core for tens of milliseconds, so at most ARGON2_CONCURRENCY run
 * at once per process and the rest wait their turn: a burst of sign-ups or logins queues instead
 * of multiplying memory and starving every other request. The bound is per process on purpose —
 * it protects this process's CPU and memory, not a shared count.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

const limit = () => Math.max(1, Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];
let runs = 0;

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= limit()) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  runs++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many argon2 operations this process has run (tests check that cheap refusals cost none). */
export function argon2Runs(): number {
  return runs;
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await bounded(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
