/**
 * The avatar shown when a shopper has not uploaded one: their initials on a colour picked from
 * their name, drawn by the app (no third-party avatar service sees the shopper's name).
 */
import { escapeHtml } from '../mail/layout';

const COLOURS = ['#225c43', '#2c7152', '#a86d0c', '#8b3318', '#12362a', '#8a5608'];

export function initialsOf(name: string): string {
  // Letters and digits only: punctuation or markup in a name never reaches the image.
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const text = letters
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
  return text || '?';
}

export function initialsSvg(name: string, size = 256): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  const text = escapeHtml(initialsOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${text}"><rect width="100" height="100" fill="${colour}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="40" font-weight="600" fill="#fff">${text}</text></svg>`;
}
