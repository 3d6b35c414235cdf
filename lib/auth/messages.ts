/**
 * Server answers of the account calls that the spec leaves to us (its own words live in
 * lib/validation/auth.ts MESSAGES). Written for the shopper: what happened and what to do next.
 */
import { OTP_MAX_ATTEMPTS } from './one-time';

export const ACCOUNT_MESSAGES = {
  otpSent: 'OTP sent to your email address',
  otpMailFailed: 'Failed to send OTP',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  otpMissing: 'Please request an OTP for this email first.',
  otpWrong: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpLocked: `Too many wrong attempts (${OTP_MAX_ATTEMPTS}). Please request a new OTP.`,
  signedUp: 'Account created successfully!',
  loggedIn: 'Login successful',
  notStaff: "This is a shopper account, not a staff one. Please sign in on the shop's login page.",
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent to it.',
  resetTokenInvalid: 'Invalid or expired token.',
  resetTokenValid: 'Reset token is valid.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  passwordChanged: 'Password updated successfully. You have been signed out on your other devices.',
} as const;
