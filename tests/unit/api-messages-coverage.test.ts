/**
 * Every message the API can answer has a Hindi entry (lib/i18n/api-messages.hi.json): this reads the
 * source of lib/ and app/ for the literal messages — `new AppError(code, '…')` and refusals built the
 * same way, zod messages (`message: '…'`, `.min(n, '…')`) in schema files, the *_MESSAGES tables and
 * upper-case message constants, `const message = '…'` — and fails naming each one without an entry.
 * A template's `${…}` parts count as placeholders: its entry is a `{name}` pattern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGE_KEYS } from '@/lib/i18n/api-messages';

const ROOT = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // lib/demo is the demo shop's content (founders' letters…), not anything the API says.
    if (entry.isDirectory()) return full.endsWith(path.join('lib', 'demo')) ? [] : sourceFiles(full);
    // The API is .ts; .tsx files are pages and components, whose words are in messages/.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// A template's `${…}` is read first, so a template nested inside it does not end the literal.
const LIT = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:\$\{(?:[^{}]|\{[^{}]*\})*\}|[^\`\\]|\\.)*\`)`;
const CODES = Object.keys({
  invalid: 1,
  unauthenticated: 1,
  forbidden: 1,
  not_found: 1,
  method_not_allowed: 1,
  conflict: 1,
  too_large: 1,
  unprocessable: 1,
  rate_limited: 1,
  provider_failed: 1,
  unavailable: 1,
}).join('|');

const RULES: { where: (file: string, source: string) => boolean; pattern: RegExp }[] = [
  // new AppError('conflict', '…'), refusedMove('conflict', `…`) and other refusals built from a code
  { where: () => true, pattern: new RegExp(String.raw`\(\s*'(?:${CODES})',\s*` + LIT, 'g') },
  // zod messages in schema files
  { where: (_, s) => /from 'zod'/.test(s), pattern: new RegExp(String.raw`message:\s*` + LIT, 'g') },
  { where: (_, s) => /from 'zod'/.test(s), pattern: new RegExp(String.raw`,\s*` + LIT + String.raw`\s*\)`, 'g') },
  { where: (_, s) => /from 'zod'/.test(s), pattern: new RegExp(String.raw`\berror:\s*` + LIT, 'g') },
  { where: (_, s) => /from 'zod'/.test(s), pattern: new RegExp(String.raw`\.\w+\(\s*` + LIT + String.raw`\s*\)`, 'g') },
  // { reason, message: `…` } refusals outside zod (the COD rules)
  { where: (f) => f.includes('/lib/'), pattern: new RegExp(String.raw`\bmessage:\s*` + LIT, 'g') },
  // const message = `…`; const notDeliveredMessage = (p) => `…`
  {
    where: () => true,
    pattern: new RegExp(String.raw`\b\w*[mM]essage\w*\s*=\s*(?:\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*)?` + LIT, 'g'),
  },
  // field errors written at the throw site: { errors: { addressId: '…' } }
  { where: () => true, pattern: new RegExp(String.raw`\berrors:\s*\{\s*\w+:\s*` + LIT, 'g') },
  // export const ORDER_NOT_FOUND = '…'
  { where: () => true, pattern: new RegExp(String.raw`^(?:export )?const [A-Z][A-Z0-9_]* =\s*` + LIT, 'gm') },
];

/** Literals inside a `const X_MESSAGES = { … }` table, including its functions' templates. */
const TABLE = /const [A-Z0-9_]*MESSAGES\s*=\s*\{([\s\S]*?)\n\}/g;
const TABLE_ENTRY = new RegExp(String.raw`^\s+\w+:\s*(?:\([^)]*\)\s*=>\s*)?` + LIT, 'gm');

/** What a literal reads as a message: quotes gone, `${…}` as `{}`; null when it is not a sentence. */
function messageOf(literal: string): string | null {
  let text = literal.slice(1, -1);
  if (literal.startsWith('`')) text = text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}');
  text = text.replace(/\\(['"`\\])/g, '$1');
  return /^[A-Z{]/.test(text) && /\s/.test(text.trim()) ? text : null;
}

/**
 * Messages made of parts or with a word chosen in code: the scanned shape, and the entries that
 * cover each way it can come out (checked to exist like any other key).
 */
const COMPOSED: Record<string, string[]> = {
  'Too many attempts. Please try again in {} minute{}.': [
    'Too many attempts. Please try again in {minutes} minute.',
    'Too many attempts. Please try again in {minutes} minutes.',
  ],
  'Only {} of {} {} in stock': [
    'Only {stock} of {title} is in stock.',
    'Only {stock} of {title} are in stock.',
    'Only {stock} of {title} is in stock, and your cart already has {already}.',
    'Only {stock} of {title} are in stock, and your cart already has {already}.',
  ],
  '{}, and your cart already has {}.': [
    'Only {stock} of {title} is in stock, and your cart already has {already}.',
    'Only {stock} of {title} are in stock, and your cart already has {already}.',
  ],
  '{} The amount will be refunded.': ['{reason} The amount will be refunded.'],
  'Your open orders already hold {} of {}; one account can hold at most {} until they ship{}.': [
    'Your open orders already hold {held} of {title}; one account can hold at most {max} until they ship.',
    'Your open orders already hold {held} of {title}; one account can hold at most {max} until they ship ({left} more now).',
  ],
};

/** Literals the rules catch that are never a message to a caller (labels, log and history lines). */
const NOT_MESSAGES = new Set([
  'CSV import',
  'PATCH …/{id}',
  'Cash on delivery confirmed by the buyer.',
  'Cash on delivery not confirmed by the buyer in time.',
]);

function scannedMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(path.join(ROOT, 'lib')), ...sourceFiles(path.join(ROOT, 'app'))]) {
    const source = readFileSync(file, 'utf8');
    const where = path.relative(ROOT, file);
    const add = (literal: string) => {
      const message = messageOf(literal);
      if (message && !NOT_MESSAGES.has(message) && !found.has(message)) found.set(message, where);
    };
    for (const rule of RULES) {
      if (!rule.where(file, source)) continue;
      for (const match of source.matchAll(rule.pattern)) add(match[1]);
    }
    for (const table of source.matchAll(TABLE)) for (const entry of table[1].matchAll(TABLE_ENTRY)) add(entry[1]);
  }
  return found;
}

/** A key's shape: each `{name}` as `{}`. */
const shapeOf = (key: string) => key.replace(/\{\w+\}/g, '{}');

/** The spec's messages (storefront-spec.md, error catalogue and account calls), word for word. */
const SPEC_MESSAGES = [
  "You don't have permission to access this resource.",
  'Failed to load data. Please try again later.',
  'Failed to fetch products. Please try again later.',
  'Item added to cart!',
  'Failed to add item to cart.',
  'Failed to fetch cart data.',
  'Item removed from cart.',
  'Failed to remove item.',
  'Failed to proceed to checkout.',
  'Failed to load profile. Please try again.',
  'Failed to upload profile image',
  'Profile image updated successfully!',
  'Failed to save address. Please try again.',
  'Address updated successfully!',
  'Address added successfully!',
  'Failed to delete address. Please try again.',
  'Address deleted successfully!',
  'Invalid credentials. Please try again.',
  'Failed to send OTP',
  'OTP sent to your email address',
  'Signup failed',
  'Account created successfully!',
  'Invalid User ID',
  'Password reset link sent to your email!',
  'Failed to load blogs. Please try again later.',
  'No blog posts available yet.',
  'Article not found',
  'No products found.',
  'Thank you for contacting us! We will get back to you soon.',
  'Order failed. Please try again.',
  'Failed to load order history. Please try again later.',
  'Failed to load order details. Please try again later.',
  'Failed to load order details',
  'Failed to fetch payment history.',
  'Failed to load payments',
  'Failed to load products',
  'Reset token is missing.',
  'Invalid or expired token.',
  'Failed to reset password.',
  'Failed to update password',
  'Resource not found. Please check your API endpoints.',
  'Failed to load sitemap data. Please try again later.',
];

describe('the Hindi map of the API messages', () => {
  const keys = new Set(API_MESSAGE_KEYS);
  const shapes = new Set(API_MESSAGE_KEYS.map(shapeOf));

  it('finds the messages it is meant to find (the scanner works)', () => {
    const found = scannedMessages();
    expect(found.get('Invalid credentials. Please try again.')).toBe('lib/validation/auth.ts');
    expect(found.has('Please wait {} seconds before requesting a new OTP.')).toBe(true);
    expect(found.has('Order not found.')).toBe(true);
    expect(found.has("We don't deliver to {} yet.")).toBe(true);
    expect(found.size).toBeGreaterThan(250);
  });

  it('has an entry for every literal message in lib/ and app/', () => {
    const missing = [...scannedMessages()]
      .filter(([message]) =>
        COMPOSED[message] ? COMPOSED[message].some((key) => !keys.has(key)) : !shapes.has(shapeOf(message)),
      )
      .map(([message, where]) => `${where}: ${JSON.stringify(message)}`);
    expect(missing).toEqual([]);
  });

  it("has the spec's messages word for word", () => {
    expect(SPEC_MESSAGES.filter((message) => !keys.has(message))).toEqual([]);
  });
});
