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

/** A mail's headers and text parts as a reader sees them: encoded words, quoted-printable and base64 decoded as UTF-8. */
export function readable(raw: string): string {
  const headerWords = raw.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'), 'latin1').toString('utf8'),
  );
  // Each body part, by its own transfer encoding.
  return headerWords.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, encoding: string, headers: string, body: string) => {
      const bytes =
        encoding.toLowerCase() === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
          : Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            );
      return `${headers}\n${bytes.toString('utf8')}`;
    },
  );
}

/** Waits for the newest mail to `to` whose readable text contains `needle`, and returns that text. */
export async function waitForReadableMail(to: string, needle: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as Mail;
      if (!mail.to.includes(to.toLowerCase()) && !mail.to.includes(to)) continue;
      const text = readable(mail.raw);
      if (text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} containing ${needle} within ${timeoutMs} ms`);
}
