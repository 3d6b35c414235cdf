/**
 * Fails the build when a message key or placeholder exists in one language only: a Hindi page
 * must never show a key name or an English gap (lib/i18n/parity.mjs). next.config.mjs calls
 * checkMessages() when `next build` starts; `node scripts/check-messages.mjs` runs it alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messageProblems } from '../lib/i18n/parity.mjs';

const root = path.resolve(import.meta.dirname, '..', 'messages');
const load = (locale) =>
  Object.fromEntries(
    readdirSync(path.join(root, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(root, locale, f), 'utf8'))]),
  );

export function checkMessages() {
  const problems = messageProblems(load('en'), load('hi'));
  if (problems.length)
    throw new Error(`Messages differ between English and Hindi (${problems.length}):\n  ${problems.join('\n  ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkMessages();
  console.log('Messages: English and Hindi match.');
}
