import type { MailContent } from './layout';

/** A mail's outbox row: QUEUED to be sent, or KEPT (not sent) where no SMTP server is set. */
export function outboxRow(to: string, kind: string, content: MailContent, smtp: string | undefined) {
  const { subject, text, html, headers = null } = content;
  return { to, kind, subject, text, html, headers, status: smtp ? ('QUEUED' as const) : ('KEPT' as const) };
}
