/**
 * A real SMTP server (the `smtp-server` package) on a random 127.0.0.1 port, for tests that read
 * what the store mailed: start it, point SMTP_URL at it, wait for a message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string[]; raw: string; text: string };

/** Quoted-printable soft breaks and escapes: enough to read codes and links from the mail. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;

  /** The newest mail to `to` matching `pattern` (arriving within `timeoutMs`); returns the match. */
  async function waitFor(
    to: string,
    pattern: RegExp,
    timeoutMs = 10_000,
  ): Promise<{ mail: SunkMail; match: RegExpMatchArray }> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const mail of [...mails].reverse()) {
        const match = mail.to.includes(to.toLowerCase()) ? mail.text.match(pattern) : null;
        if (match) return { mail, match };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
  }

  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, mails, waitFor, to, close };
}
