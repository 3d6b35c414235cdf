/** Reads what the store mailed to the browser tests' SMTP sink (see serve.mjs). */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './env';

type Mail = { to: string[]; raw: string };

function decode(raw: string): string {
  // Quoted-printable soft breaks and escapes, enough to read links and codes from the text part.
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for the newest mail to `to` whose text matches `pattern`, and returns the first capture group. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as Mail;
      if (!mail.to.includes(to.toLowerCase()) && !mail.to.includes(to)) continue;
      const match = decode(mail.raw).match(pattern);
      if (match) return match[1] ?? match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
