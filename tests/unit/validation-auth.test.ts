import { parseWith } from '@/lib/validation/parse';
import {
  changePasswordFormError,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  normalizeIndianPhone,
  resetPasswordSchema,
  resetPasswordSimpleSchema,
  signupEmailSchema,
  signupSchema,
} from '@/lib/validation/auth';
import { isStrongPassword, passwordChecklist } from '@/lib/validation/password-policy';

const errorsOf = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('sign-up, e-mail step', () => {
  test.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['plainaddress', 'Invalid email address'],
    ['a@b', 'Invalid email address'],
    ['a b@c.in', 'Invalid email address'],
    [`${'x'.repeat(250)}@a.in`, 'Invalid email address'],
  ])('%j → %s', (email, message) => {
    expect(errorsOf(signupEmailSchema, { email })).toEqual({ email: message });
  });
  test('a simple address passes, trimmed and lower-cased', () => {
    expect(parseWith(signupEmailSchema, { email: '  Meera@Example.IN ' })).toEqual({
      ok: true,
      data: { email: 'meera@example.in' },
    });
  });
});

describe('sign-up, full step', () => {
  const good = { name: 'Meera', email: 'm@example.in', phone: '9845012345', password: 'chai4you', otp: '012345' };
  test.each([
    ['name', '', 'Name is required'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '98450', 'Phone number must be 10 digits'],
    ['phone', '98450abcde', 'Phone number must be 10 digits'],
    ['password', '', 'Password is required'],
    ['password', 'chai4', 'Password must be at least 8 characters'],
    ['password', '12345678', 'Password must contain at least one letter'],
    ['password', 'chaichai', 'Password must contain at least one number'],
    ['password', `a1${'x'.repeat(127)}`, 'Password must be at most 128 characters'],
    ['otp', '', 'OTP is required'],
    ['otp', '12345', 'OTP must be 6 digits'],
    ['otp', '12345a', 'OTP must be 6 digits'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(signupSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });
  test('phone numbers pasted with +91, 0, spaces or dashes are normalised', () => {
    for (const phone of ['+91 98450 12345', '098450-12345', '91 9845012345', '(98450) 12345']) {
      expect(normalizeIndianPhone(phone)).toBe('9845012345');
    }
    expect(parseWith(signupSchema, { ...good, phone: '+91 98450 12345' })).toMatchObject({
      ok: true,
      data: { phone: '9845012345' },
    });
  });
});

describe('login', () => {
  test('e-mail and password required', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  test('remember accepts the checkbox and JSON forms; role defaults to CUSTOMER', () => {
    for (const remember of [true, 'true', 'on']) {
      expect(parseWith(loginSchema, { email: 'a@b.in', password: 'x', remember })).toMatchObject({
        ok: true,
        data: { remember: true, role: 'CUSTOMER' },
      });
    }
    expect(parseWith(loginSchema, { email: 'a@b.in', password: 'x' })).toMatchObject({
      ok: true,
      data: { remember: false },
    });
  });
});

describe('forgot password', () => {
  test('its own two messages', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('reset password', () => {
  test('e-mail variant messages', () => {
    expect(errorsOf(resetPasswordSimpleSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
    expect(errorsOf(resetPasswordSimpleSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(errorsOf(resetPasswordSimpleSchema, { password: 'longenough', confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
  const policy =
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character (@$!%*?&).';
  test.each([
    'Short@1',
    'alllower@1',
    'ALLUPPER@1',
    'NoDigits@x',
    'NoSpecial1x',
    'Has space@1A',
    'Other#Char1a',
    'Ünïcode@1a',
  ])('token variant refuses %j', (newPassword) => {
    expect(errorsOf(resetPasswordSchema, { token: 't', newPassword, confirmPassword: newPassword })).toEqual({
      newPassword: policy,
    });
  });
  test('token variant: match, missing token', () => {
    expect(
      errorsOf(resetPasswordSchema, { token: 't', newPassword: 'Good@123x', confirmPassword: 'Good@123y' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(
      errorsOf(resetPasswordSchema, { token: '', newPassword: 'Good@123x', confirmPassword: 'Good@123x' }),
    ).toEqual({
      token: 'Reset token is missing.',
    });
    expect(
      parseWith(resetPasswordSchema, { token: 't', newPassword: 'Good@123x', confirmPassword: 'Good@123x' }).ok,
    ).toBe(true);
  });
});

describe('change password', () => {
  test('the form: all required, then match, then policy', () => {
    expect(
      changePasswordFormError({ currentPassword: '', newPassword: 'Good@123x', confirmPassword: 'Good@123x' }),
    ).toBe('All fields are required');
    expect(
      changePasswordFormError({ currentPassword: 'a', newPassword: 'Good@123x', confirmPassword: 'Good@123' }),
    ).toBe('New password and confirmation do not match');
    expect(
      changePasswordFormError({ currentPassword: 'a', newPassword: 'weakweak', confirmPassword: 'weakweak' }),
    ).toBe('New password does not meet requirements');
    expect(
      changePasswordFormError({ currentPassword: 'a', newPassword: 'Good@123x', confirmPassword: 'Good@123x' }),
    ).toBeNull();
  });
  test('the API: confirmation optional (the spec client sends two fields)', () => {
    expect(parseWith(changePasswordSchema, { currentPassword: 'a', newPassword: 'Good@123x' }).ok).toBe(true);
    expect(errorsOf(changePasswordSchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: 'All fields are required',
      newPassword: 'All fields are required',
    });
  });
  test('the special characters are exactly @$!%*?&, and the checklist agrees with the rule', () => {
    for (const ch of '@$!%*?&') expect(isStrongPassword(`Abcdef1${ch}`)).toBe(true);
    for (const ch of '#^()-_+=~') expect(isStrongPassword(`Abcdef1${ch}`)).toBe(false);
    for (const pw of ['', 'abc', 'Abcdef1@', 'Abcdef1#', 'ABCDEFG1@', 'abcdefg1@']) {
      expect(passwordChecklist(pw).every((i) => i.met)).toBe(isStrongPassword(pw));
    }
  });
});
