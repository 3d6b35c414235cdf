/**
 * The account screens' rules and their messages, word for word as the screens have always shown
 * them (tests pin them). Forms and route handlers import the same schemas, so they cannot disagree.
 */
import { z } from 'zod';
import { emailField, PASSWORD_MAX, requiredText, text } from './fields';
import { isStrongPassword } from './password-policy';

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  forgotEmailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordLetter: 'Password must contain at least one letter',
  passwordNumber: 'Password must contain at least one number',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
  passwordsMismatch: 'Passwords do not match',
  resetPasswordsMismatch: 'Passwords do not match.',
  resetPasswordPolicy:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character (@$!%*?&).',
  resetTokenMissing: 'Reset token is missing.',
  changeAllRequired: 'All fields are required',
  changeMismatch: 'New password and confirmation do not match',
  changePolicy: 'New password does not meet requirements',
  invalidCredentials: 'Invalid credentials. Please try again.',
} as const;

const raw = (v: unknown) => text(v);

/** Digits only, after dropping spaces, dashes and a +91 / 0 prefix a shopper may paste. */
export function normalizeIndianPhone(value: unknown): string {
  let s = text(value).replace(/[\s\-().]/g, '');
  if (/^\+91\d{10}$/.test(s)) s = s.slice(3);
  else if (/^91\d{10}$/.test(s)) s = s.slice(2);
  else if (/^0\d{10}$/.test(s)) s = s.slice(1);
  return s;
}

export const signupEmailSchema = z.object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.emailInvalid),
});

/**
 * `POST /otp/send?email=…`: the spec's call names the e-mail in the query and sends no body; a
 * JSON `email` is accepted too. The query wins when both are there.
 */
export const otpSendQuerySchema = z.object({ email: z.string().optional() });
export const otpSendBodySchema = z.object({ email: z.unknown().optional() });

export const signupPasswordField = z.preprocess(
  raw,
  z
    .string()
    .min(1, MESSAGES.passwordRequired)
    .min(8, MESSAGES.passwordMin)
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
    .regex(/[A-Za-z]/, MESSAGES.passwordLetter)
    .regex(/\d/, MESSAGES.passwordNumber),
);

export const otpField = z.preprocess(
  (v) => text(v).trim(),
  z
    .string()
    .min(1, MESSAGES.otpRequired)
    .regex(/^\d{6}$/, MESSAGES.otpDigits),
);

/**
 * Marketing consent (DPDP Act 2023): only an explicit true (a ticked box sends `true` or "on") agrees;
 * anything else, missing included, is no.
 */
const consentField = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean());

export const signupSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
  email: emailField(MESSAGES.emailRequired, MESSAGES.emailInvalid),
  phone: z.preprocess(
    normalizeIndianPhone,
    z
      .string()
      .min(1, MESSAGES.phoneRequired)
      .regex(/^\d{10}$/, MESSAGES.phoneDigits),
  ),
  password: signupPasswordField,
  otp: otpField,
  marketingConsent: consentField.optional(),
});
export type SignupInput = z.output<typeof signupSchema>;

/** The profile's own details a shopper may change (the e-mail is the sign-in name and stays). */
export const profileDetailsSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
  phone: z.preprocess(
    normalizeIndianPhone,
    z
      .string()
      .min(1, MESSAGES.phoneRequired)
      .regex(/^\d{10}$/, MESSAGES.phoneDigits),
  ),
  /** left out = unchanged; the spec's clients send only name and phone */
  marketingConsent: z.boolean({ message: 'Choose yes or no for offers by e-mail' }).optional(),
});
export type ProfileDetailsInput = z.output<typeof profileDetailsSchema>;

export const loginSchema = z.object({
  email: z.preprocess((v) => text(v).trim().toLowerCase(), z.string().min(1, MESSAGES.emailRequired).max(254)),
  password: z.preprocess(raw, z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX)),
  // The spec's client sends role CUSTOMER, the back office STAFF (any staff account); a role the
  // account does not have is not refused here but answered by the handler (lib/auth/login.ts).
  role: z.preprocess((v) => (v == null || v === '' ? 'CUSTOMER' : text(v)), z.string()),
  remember: z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === 1, z.boolean()),
});
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.forgotEmailInvalid),
});

/** The spec's e-mail variant of the reset screen (kept for its messages). */
export const resetPasswordSimpleSchema = z
  .object({
    password: z.preprocess(raw, z.string().min(1, MESSAGES.passwordRequired).min(8, MESSAGES.passwordMin)),
    confirmPassword: z.preprocess(raw, z.string()),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsMismatch });

const strongPassword = (message: string) => z.preprocess(raw, z.string().refine(isStrongPassword, { message }));

const resetTokenField = z.preprocess(
  (v) => text(v).trim(),
  z.string().min(1, MESSAGES.resetTokenMissing).max(200, MESSAGES.resetTokenMissing),
);

/** Whether a reset link can still be used: only the token is read. */
export const resetTokenSchema = z.object({ token: resetTokenField });

export const resetPasswordSchema = z
  .object({
    token: resetTokenField,
    newPassword: strongPassword(MESSAGES.resetPasswordPolicy),
    confirmPassword: z.preprocess(raw, z.string()),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.resetPasswordsMismatch,
  });

/**
 * The screen sends confirmPassword too; an API client following the spec's table sends only
 * currentPassword and newPassword, so the match is checked when confirmation is present.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.preprocess(
      raw,
      z.string().min(1, MESSAGES.changeAllRequired).max(PASSWORD_MAX, MESSAGES.changeAllRequired),
    ),
    newPassword: z.preprocess(
      raw,
      z.string().min(1, MESSAGES.changeAllRequired).refine(isStrongPassword, { message: MESSAGES.changePolicy }),
    ),
    confirmPassword: z.preprocess((v) => (v == null ? undefined : text(v)), z.string().optional()),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.changeMismatch,
  });

/** The form's view: all three fields required, then match, then policy (spec order). */
export function changePasswordFormError(v: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return MESSAGES.changeAllRequired;
  if (v.newPassword !== v.confirmPassword) return MESSAGES.changeMismatch;
  if (!isStrongPassword(v.newPassword)) return MESSAGES.changePolicy;
  return null;
}
