/**
 * One way out for every mail. Each is recorded in `mail_outbox`; with SMTP_URL it is delivered by
 * nodemailer (and its body dropped from the outbox once sent: it may hold a live code or link).
 * Without SMTP_URL it is KEPT in the outbox — and in demo mode also printed to the server log so
 * a fresh `npm start` can sign up and reset passwords with no mail server. Live mode never prints.
 */
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { getMode, settings } from '../config';
import type { MailContent } from './layout';
import { outboxRow } from './outbox-row';

export type MailKind = 'SIGNUP_OTP' | 'PASSWORD_RESET' | 'PASSWORD_CHANGED' | (string & {});
export type MailStatus = 'SENT' | 'FAILED' | 'KEPT';

const TRANSPORTS = Symbol.for('organic-tattva.mail-transports');

export function transportFor(url: string): Transporter {
  const g = globalThis as { [TRANSPORTS]?: Map<string, Transporter> };
  const cache = (g[TRANSPORTS] ??= new Map());
  let transport = cache.get(url);
  if (!transport) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nodemailer = require('nodemailer') as typeof import('nodemailer');
    transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    cache.set(url, transport);
  }
  return transport;
}

export async function sendMail(to: string, kind: MailKind, content: MailContent): Promise<MailStatus> {
  const db = getDb();
  const smtpUrl = settings.smtpUrl();
  const [row] = await db
    .insert(mailOutbox)
    .values(outboxRow(to, kind, content, smtpUrl))
    .returning({ id: mailOutbox.id });

  if (!smtpUrl) {
    if (getMode() === 'demo') {
      console.log(
        `[mail] (demo outbox, not sent) To: ${to}\n[mail] Subject: ${content.subject}\n${content.text}\n[mail] ----`,
      );
    }
    return 'KEPT';
  }
  try {
    await transportFor(smtpUrl).sendMail({
      from: settings.mailFrom(),
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: content.headers,
    });
    await db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: new Date(), text: '(delivered; body not kept)', html: '' })
      .where(eq(mailOutbox.id, row.id));
    return 'SENT';
  } catch (error) {
    const message = (error as Error).message?.slice(0, 500) ?? 'unknown error';
    console.error(`[mail] delivery of ${kind} mail #${row.id} failed: ${message}`);
    await db.update(mailOutbox).set({ status: 'FAILED', error: message }).where(eq(mailOutbox.id, row.id));
    return 'FAILED';
  }
}
