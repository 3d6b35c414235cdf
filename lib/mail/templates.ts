/**
 * The account mails, in the reader's language (the request's, or the account's for a job). Each says why
 * the reader got it and what to do if it wasn't them. The shop's name and contact lines are the stored
 * settings, read when the mail is written. The staff welcome stays English, like the back office.
 */
import { getShopSettings, type Shop } from '../settings/settings';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { renderMail, type MailContent } from './layout';

export async function signupOtpMail(code: string, validMinutes: number, locale: Locale = 'en'): Promise<MailContent> {
  const { shop } = await getShopSettings();
  const t = translator(locale, 'Mail');
  const words = { shop: shop.name, code, minutes: String(validMinutes) };
  return renderMail(
    {
      subject: t('signupOtp.subject', words),
      preheader: t('signupOtp.preheader', words),
      greeting: t('greeting'),
      paragraphs: [t('signupOtp.body', words)],
      code,
      afterAction: [t('signupOtp.neverShare')],
      why: t('signupOtp.why', words),
    },
    shop,
    locale,
  );
}

/** Sent instead of a code when someone asks to sign up with an address that has an account. */
export async function accountExistsMail(locale: Locale = 'en'): Promise<MailContent> {
  const { shop } = await getShopSettings();
  const t = translator(locale, 'Mail');
  const words = { shop: shop.name };
  return renderMail(
    {
      subject: t('accountExists.subject', words),
      preheader: t('accountExists.preheader'),
      greeting: t('greeting'),
      paragraphs: [t('accountExists.body', words), t('accountExists.signIn')],
      why: t('accountExists.why', words),
    },
    shop,
    locale,
  );
}

/** `url`: the reset page in the reader's language (resetLink). */
export async function passwordResetMail(
  name: string,
  url: string,
  validMinutes: number,
  locale: Locale = 'en',
): Promise<MailContent> {
  const { shop } = await getShopSettings();
  const t = translator(locale, 'Mail');
  const words = { shop: shop.name, minutes: String(validMinutes) };
  return renderMail(
    {
      subject: t('passwordReset.subject', words),
      preheader: t('passwordReset.preheader', words),
      greeting: t('greetingNamed', { name }),
      paragraphs: [t('passwordReset.body', words)],
      action: { label: t('passwordReset.action'), url },
      afterAction: [t('passwordReset.notYou')],
      why: t('passwordReset.why', words),
    },
    shop,
    locale,
  );
}

export async function passwordChangedMail(
  name: string,
  how: 'changed' | 'reset',
  locale: Locale = 'en',
): Promise<MailContent> {
  const { shop } = await getShopSettings();
  const t = translator(locale, 'Mail');
  const words = { shop: shop.name };
  return renderMail(
    {
      subject: t(how === 'changed' ? 'passwordChanged.subjectChanged' : 'passwordChanged.subjectReset', words),
      preheader: t('passwordChanged.preheader'),
      greeting: t('greetingNamed', { name }),
      paragraphs: [
        t(how === 'changed' ? 'passwordChanged.bodyChanged' : 'passwordChanged.bodyReset', words),
        t('passwordChanged.notYou', { email: shop.email }),
      ],
      why: t('passwordChanged.why', words),
    },
    shop,
    locale,
  );
}

/** To a new admin or seller's member: no password in it, a single-use link to choose their own. */
export function staffWelcomeMail(
  name: string,
  role: string,
  url: string,
  validHours: number,
  signInUrl: string,
  shop: Shop,
): MailContent {
  return renderMail(
    {
      subject: `Welcome to the ${shop.name} back office`,
      preheader: `Choose your password: the link is valid for ${validHours} hours.`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `An account was created for you in the ${shop.name} back office, as ${role}.`,
        `Choose your own password with the button below. The link is valid for ${validHours} hours and works once; then sign in at ${signInUrl} with this e-mail address and that password.`,
      ],
      action: { label: 'Set your password', url },
      afterAction: [
        `If the link has expired, ask for a new one with "Forgot password" on the shop's login page, then sign in at ${signInUrl}.`,
      ],
      why: `You received this e-mail because an admin of ${shop.name} added this address to the shop's staff. If you did not expect it, tell us at ${shop.email}.`,
    },
    shop,
  );
}
