/**
 * The account mails, in English. Each says why the reader got it and what to do if it wasn't them.
 * The shop's name and contact lines are the stored settings, read when the mail is written.
 */
import { getShopSettings, type Shop } from '../settings/settings';
import { renderMail, type MailContent } from './layout';

export async function signupOtpMail(code: string, validMinutes: number): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail(
    {
      subject: `Your ${shop.name} sign-up code`,
      preheader: `Your code is ${code}. It is valid for ${validMinutes} minutes.`,
      greeting: 'Hello,',
      paragraphs: [
        `Use this code to finish creating your ${shop.name} account. It is valid for ${validMinutes} minutes and works once.`,
      ],
      code,
      afterAction: ['Never share this code. Our team will never ask you for it.'],
      why: `You received this e-mail because someone entered this address on the ${shop.name} sign-up page. If that was not you, ignore this e-mail: no account is created without the code.`,
    },
    shop,
  );
}

/** Sent instead of a code when someone asks to sign up with an address that has an account. */
export async function accountExistsMail(): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail(
    {
      subject: `You already have a ${shop.name} account`,
      preheader: 'No new account was created.',
      greeting: 'Hello,',
      paragraphs: [
        `Someone asked to create a ${shop.name} account with this e-mail address, but it already has one, so no code was sent and nothing changed.`,
        'To sign in, use your password; if you have forgotten it, use the "Forgot password" link on the login page.',
      ],
      why: `You received this e-mail because someone entered this address on the ${shop.name} sign-up page. If that was not you, ignore this e-mail: your account is unchanged.`,
    },
    shop,
  );
}

export async function passwordResetMail(name: string, url: string, validMinutes: number): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail(
    {
      subject: `Reset your ${shop.name} password`,
      preheader: `This link is valid for ${validMinutes} minutes.`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `We received a request to reset the password of your ${shop.name} account. Choose a new password with the button below. The link is valid for ${validMinutes} minutes and works once.`,
      ],
      action: { label: 'Reset password', url },
      afterAction: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
      why: `You received this e-mail because a password reset was requested for your ${shop.name} account on our "Forgot password" page.`,
    },
    shop,
  );
}

export async function passwordChangedMail(name: string, how: 'changed' | 'reset'): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail(
    {
      subject: `Your ${shop.name} password was ${how}`,
      preheader: 'You have been signed out on your other devices.',
      greeting: `Hello ${name},`,
      paragraphs: [
        `The password of your ${shop.name} account was just ${how}, and every other device signed in to your account has been signed out.`,
        `If this was not you, reset your password now from the "Forgot password" page and contact us at ${shop.email}.`,
      ],
      why: `You received this e-mail because it is a security notice about your ${shop.name} account; we send it every time the password changes.`,
    },
    shop,
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
