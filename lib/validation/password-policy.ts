/**
 * The two password rules of the spec. Sign-up: at least 8 characters with a letter and a
 * number. Reset (token variant) and change password: at least 8 characters with upper- and
 * lower-case letters, a digit and one of @$!%*?&, and nothing but letters, digits and those
 * characters. The live checklist on the screens is computed here too, so it cannot disagree
 * with the server.
 */
import { PASSWORD_MAX } from './fields';

export const SPECIAL_CHARACTERS = '@$!%*?&';

export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX && STRONG_PASSWORD.test(password);
}

export type ChecklistItem = { id: string; label: string; met: boolean };

export function passwordChecklist(password: string): ChecklistItem[] {
  return [
    { id: 'length', label: 'At least 8 characters', met: password.length >= 8 && password.length <= PASSWORD_MAX },
    { id: 'upper', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'lower', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { id: 'digit', label: 'One number', met: /\d/.test(password) },
    { id: 'special', label: `One special character (${SPECIAL_CHARACTERS})`, met: /[@$!%*?&]/.test(password) },
    {
      id: 'allowed',
      label: `Only letters, numbers and ${SPECIAL_CHARACTERS}`,
      met: password.length > 0 && /^[A-Za-z\d@$!%*?&]*$/.test(password),
    },
  ];
}
