/**
 * Order mails go through the outbox: queueMail writes the mail in the caller's transaction (so it
 * exists exactly when the change does), and deliverQueuedMails sends it after the commit, with
 * retries (the 'mail.deliver' job: lib/jobs/kinds.ts). Several instances can deliver at once: each claims a batch with FOR UPDATE SKIP LOCKED
 * and pushes its next attempt out before sending, so no mail is sent twice by two instances. A
 * mail that cannot be sent never touches the order: it stays QUEUED for a later try, and after
 * MAX_ATTEMPTS it is FAILED (kept, with the error, for someone to look at).
 */
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { rowsOf } from '../db/rows';
import { statement, type Params } from '../db/statement';
import { getMode, settings } from '../config';
import { inBackground } from '../background';
import { sendJob } from '../jobs/boss';
import type { MailContent } from './layout';
import { outboxRow } from './outbox-row';
import { transportFor } from './send';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** how long a claimed mail is left alone before another instance may try it (a crashed sender) */
const CLAIM_MS = 120_000;

// Every order's mail is one: built once (lib/db/statement.ts). No headers is SQL NULL, not JSON null.
type MailRow = Omit<ReturnType<typeof outboxRow>, 'headers'> & { headers: string | null };
const insertMail = statement((db, p: Params<MailRow>) =>
  db.insert(mailOutbox).values({
    to: p.to,
    kind: p.kind,
    subject: p.subject,
    text: p.text,
    html: p.html,
    headers: sql`${p.headers}::jsonb`,
    status: p.status,
  }),
);

export async function queueMail(tx: DbOrTx, to: string, kind: string, content: MailContent): Promise<void> {
  const smtp = settings.smtpUrl();
  const row = outboxRow(to, kind, content, smtp);
  await insertMail(tx, { ...row, headers: row.headers && JSON.stringify(row.headers) });
  if (!smtp && getMode() === 'demo') {
    console.log(
      `[mail] (demo outbox, not sent) To: ${to}\n[mail] Subject: ${content.subject}\n${content.text}\n[mail] ----`,
    );
  }
}

/** Retry after 30 s, 1 min, 2 min, 4 min … */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

type Claimed = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
  kind: string;
  attempts: number;
};

export async function deliverQueuedMails(
  db: Db = getDb(),
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const smtp = settings.smtpUrl();
  if (!smtp) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claimed = rowsOf<Claimed>(
      await db.execute(sql`
        UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM mail_outbox WHERE status = 'QUEUED' AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, headers, kind, attempts`),
    );
    for (const mail of claimed) {
      try {
        await transportFor(smtp).sendMail({
          from: settings.mailFrom(),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const message = ((error as Error).message ?? 'unknown error').slice(0, 500);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        console.error(`[mail] ${mail.kind} mail #${mail.id} not delivered (try ${mail.attempts}): ${message}`);
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'FAILED' : 'QUEUED',
            error: message,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
        failed += 1;
      }
    }
    if (claimed.length < BATCH) return { sent, failed };
  }
}

/**
 * After a commit: a 'mail.deliver' job sends what was just queued without waiting for its next
 * schedule; its stately queue makes one job of a burst of orders. A process with no queue running
 * (a script, a unit test) delivers here instead.
 */
export function kickMailSender(): void {
  if (!settings.smtpUrl()) return;
  inBackground('order mails', async () => {
    if (!(await sendJob('mail.deliver', {}, { singletonKey: 'kick' }))) await deliverQueuedMails(getDb());
  });
}
