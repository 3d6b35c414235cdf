import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const load = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve('messages', locale, `${namespace}.json`), 'utf8')) as Tree;

function find(tree: Tree, text: string, at: string[] = []): string[] | null {
  for (const [key, value] of Object.entries(tree)) {
    if (value === text) return [...at, key];
    if (typeof value === 'object') {
      const found = find(value, text, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The Hindi a screen shows where its English shows `english` (the same key in messages/hi), so a browser
 * test written against the English screen finds the same control on the Hindi page.
 */
export function hindiFor(namespace: string, english: string): string {
  const at = find(load('en', namespace), english);
  if (!at) throw new Error(`No message "${english}" in messages/en/${namespace}.json`);
  const value = at.reduce<string | Tree>((node, key) => (node as Tree)[key], load('hi', namespace));
  if (typeof value !== 'string') throw new Error(`messages/hi/${namespace}.json has no ${at.join('.')}`);
  return value;
}
