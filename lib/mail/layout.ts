/**
 * Every mail the shop sends has the same frame: the shop's name and contact details (the stored settings),
 * the message, and a line saying why the reader got it. HTML and plain text carry the same words.
 */
import { getSiteUrl } from '../config';
import type { Shop } from '../settings/settings';
import { localePath, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';

export type MailContent = {
  subject: string;
  text: string;
  html: string;
  /** extra headers (a marketing mail's List-Unsubscribe pair); order mails have none */
  headers?: Record<string, string>;
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export type MailBody = {
  subject: string;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** a code shown large, or a button with its link */
  code?: string;
  action?: { label: string; url: string };
  afterAction?: string[];
  why: string;
};

/**
 * `shop`: the stored identity (lib/settings getShopSettings), read by the caller when it writes the mail.
 * `locale`: the reader's language (the body's words are already in it; the frame's own line and `lang` follow).
 */
export function renderMail(
  body: MailBody,
  shop: Pick<Shop, 'name' | 'tagline' | 'legalName' | 'address' | 'email' | 'phone'>,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale, 'Mail');
  const site = getSiteUrl();
  // The header's shop name opens the store in the reader's language.
  const home = locale === 'en' ? site : `${site}${localePath('/', locale)}`;
  const address = `${shop.address.street}, ${shop.address.city}, ${shop.address.state} ${shop.address.postalCode}, India`;
  const textParts = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.code ? [`    ${body.code}`, ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.afterAction ?? []).flatMap((p) => [p, '']),
    `— ${shop.name}`,
    '',
    '--',
    body.why,
    `${shop.legalName}, ${address}`,
    `${shop.email} · ${shop.phone} · ${site}`,
  ];
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1d2420">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;background:#fbf8f1;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f1;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5dccb;border-radius:16px">
<tr><td style="background:#1a4a36;border-radius:16px 16px 0 0;padding:20px 28px">
<a href="${escapeHtml(home)}" style="color:#ffffff;text-decoration:none;font-family:Georgia,serif;font-size:22px;font-weight:bold">${escapeHtml(shop.name)}</a>
<div style="color:#dcece2;font-size:13px;margin-top:4px">${escapeHtml(shop.tagline)}</div>
</td></tr>
<tr><td style="padding:28px">
${p(body.greeting)}
${body.paragraphs.map(p).join('\n')}
${body.code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#12362a;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(body.code)}</p>` : ''}
${
  body.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#225c43;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#55605a">${escapeHtml(t('layout.buttonFallback'))}<br><a href="${escapeHtml(body.action.url)}" style="color:#225c43;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : ''
}
${(body.afterAction ?? []).map(p).join('\n')}
${p(`— ${shop.name}`)}
</td></tr>
<tr><td style="border-top:1px solid #e5dccb;padding:18px 28px;font-size:12px;line-height:1.6;color:#55605a">
${escapeHtml(body.why)}<br>
${escapeHtml(shop.legalName)}, ${escapeHtml(address)}<br>
<a href="mailto:${escapeHtml(shop.email)}" style="color:#225c43">${escapeHtml(shop.email)}</a> · ${escapeHtml(shop.phone)}
</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: body.subject, text: textParts.join('\n'), html };
}
