/**
 * Contact messages: stored in contact_messages first (so none is lost if mail is down), then
 * mailed to the shop's inbox.
 * Throttled per client so the form cannot be used to flood the inbox.
 */
import { getDb, type DbOrTx } from '../db/client';
import { contactMessages } from '../db/schema';
import { settings } from '../config';
import { escapeHtml } from '../mail/layout';
import { sendMail } from '../mail/send';
import { consumeOrThrow, limitKey, type Window } from '../security/rate-limit';
import { getShopSettings, type Shop } from '../settings/settings';
import type { ContactInput } from './contact-form';

export const CONTACT_WINDOW: Window = { limit: 5, windowSeconds: 15 * 60 };

export async function submitContactMessage(input: ContactInput, client: string, db: DbOrTx = getDb()) {
  await consumeOrThrow(limitKey('contact', client), CONTACT_WINDOW);
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  await sendMail(settings.shopInbox(), 'CONTACT_MESSAGE', contactMail(row.id, input, (await getShopSettings(db)).shop));
  return { id: row.id };
}

export function contactMail(id: number, { name, email, message }: ContactInput, shop: Pick<Shop, 'name'>) {
  const subject = `Contact form #${id}: message from ${name}`;
  const text = [
    `A new message arrived through the ${shop.name} contact form.`,
    '',
    `Name: ${name}`,
    `E-mail: ${email}`,
    '',
    message,
    '',
    '--',
    `Reply to ${email} to answer. Stored as contact message #${id}.`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,Arial,sans-serif;color:#1d2420">
<p>A new message arrived through the ${escapeHtml(shop.name)} contact form.</p>
<p><strong>Name:</strong> ${escapeHtml(name)}<br><strong>E-mail:</strong> <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></p>
<blockquote style="border-left:4px solid #e8ac35;margin:0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(message)}</blockquote>
<p style="color:#55605a;font-size:13px">Reply to ${escapeHtml(email)} to answer. Stored as contact message #${id}.</p>
</body></html>`;
  return { subject, text, html };
}
