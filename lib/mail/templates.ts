/**
 * The account mails, in English. Each says why the reader got it and what to do if it wasn't them.
 * The shop's name and contact lines are the stored settings, read when the mail is written.
 */
import { getShopSettings } from '../settings/settings';
import { renderMail, type MailContent } from './layout';

export async function signupOtpMail(code: string, validMinutes: number): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail({
    subject: `Your ${shop.name} sign-up code`,
    preheader: `Your code is ${code}. It is valid for ${validMinutes} minutes.`,
    greeting: 'Hello,',
    paragraphs: [`Use this code to finish creating your ${shop.name} account. It is valid for ${validMinutes} minutes and works once.`],
    code,
    afterAction: ['Never share this code. Our team will never ask you for it.'],
    why: `You received this e-mail because someone entered this address on the ${shop.name} sign-up page. If that was not you, ignore this e-mail: no account is created without the code.`,
  }, shop);
}

/** Sent instead of a code when someone asks to sign up with an address that has an account. */
export async function accountExistsMail(): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail({
    subject: `You already have a ${shop.name} account`,
    preheader: 'No new account was created.',
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to create a ${shop.name} account with this e-mail address, but it already has one, so no code was sent and nothing changed.`,
      'To sign in, use your password; if you have forgotten it, use the "Forgot password" link on the login page.',
    ],
    why: `You received this e-mail because someone entered this address on the ${shop.name} sign-up page. If that was not you, ignore this e-mail: your account is unchanged.`,
  }, shop);
}

export async function passwordResetMail(name: string, url: string, validMinutes: number): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail({
    subject: `Reset your ${shop.name} password`,
    preheader: `This link is valid for ${validMinutes} minutes.`,
    greeting: `Hello ${name},`,
    paragraphs: [`We received a request to reset the password of your ${shop.name} account. Choose a new password with the button below. The link is valid for ${validMinutes} minutes and works once.`],
    action: { label: 'Reset password', url },
    afterAction: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
    why: `You received this e-mail because a password reset was requested for your ${shop.name} account on our "Forgot password" page.`,
  }, shop);
}

export async function passwordChangedMail(name: string, how: 'changed' | 'reset'): Promise<MailContent> {
  const { shop } = await getShopSettings();
  return renderMail({
    subject: `Your ${shop.name} password was ${how}`,
    preheader: 'You have been signed out on your other devices.',
    greeting: `Hello ${name},`,
    paragraphs: [
      `The password of your ${shop.name} account was just ${how}, and every other device signed in to your account has been signed out.`,
      `If this was not you, reset your password now from the "Forgot password" page and contact us at ${shop.email}.`,
    ],
    why: `You received this e-mail because it is a security notice about your ${shop.name} account; we send it every time the password changes.`,
  }, shop);
}
