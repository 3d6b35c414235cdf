/**
 * The API's refusals in Hindi: exact entries, `{placeholder}` patterns with their parts carried over by
 * name, parts that are messages themselves, and English (or unknown text) passed through unchanged.
 */
import { compilePatterns, translateApiMessage, translateFieldErrors, translateWith } from '@/lib/i18n/api-messages';
import { rateLimitedMessage } from '@/lib/errors';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';

describe('translateApiMessage', () => {
  it("answers the spec's wrong-password message in Hindi, and English as it is", () => {
    expect(translateApiMessage('Invalid credentials. Please try again.', 'hi')).toBe(
      'ई-मेल या पासवर्ड ग़लत है। कृपया फिर से कोशिश करें।',
    );
    expect(translateApiMessage('Invalid credentials. Please try again.', 'en')).toBe(
      'Invalid credentials. Please try again.',
    );
  });

  it("fills a pattern entry with the message's own numbers", () => {
    expect(translateApiMessage(rateLimitedMessage(300), 'hi')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 5 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateApiMessage(rateLimitedMessage(60), 'hi')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 1 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateApiMessage(ACCOUNT_MESSAGES.otpResendWait(42), 'hi')).toBe('नया OTP माँगने से पहले कृपया 42 सेकंड रुकें।');
    expect(translateApiMessage('Only 2 of Assam Tea (250 g) are in stock, and your cart already has 1.', 'hi')).toBe(
      'Assam Tea (250 g) के सिर्फ़ 2 स्टॉक में हैं, और आपके कार्ट में पहले से 1 हैं।',
    );
  });

  it('translates a part that is a message of its own', () => {
    expect(translateApiMessage('Product is invalid.', 'hi')).toBe('प्रोडक्ट सही नहीं है।');
    expect(translateApiMessage('This PIN code appears on an earlier row (row 4)', 'hi')).toBe(
      'यह पिनकोड पिछली किसी पंक्ति में आ चुका है (पंक्ति 4)',
    );
  });

  it('leaves a message with no entry in English', () => {
    expect(translateApiMessage('Some brand-new refusal.', 'hi')).toBe('Some brand-new refusal.');
    expect(translateApiMessage('', 'hi')).toBe('');
  });

  it('translates each field error', () => {
    expect(translateFieldErrors({ email: 'Email is required', password: 'Password is required' }, 'hi')).toEqual({
      email: 'ई-मेल ज़रूरी है',
      password: 'पासवर्ड ज़रूरी है',
    });
    const english = { email: 'Email is required' };
    expect(translateFieldErrors(english, 'en')).toBe(english);
    expect(translateFieldErrors(undefined, 'hi')).toBeUndefined();
  });
});

describe('compilePatterns', () => {
  const compiled = compilePatterns({
    'Order {number} not found.': 'ऑर्डर {number} नहीं मिला।',
    'Order {number} not found. Try {other}.': '{other} आज़माएँ, ऑर्डर {number} नहीं मिला।',
    'Cart (v2.0) holds {count}.': 'कार्ट (v2.0) में {count} हैं।',
  });

  it('matches the whole message, with the parts moved where the Hindi puts them', () => {
    expect(translateWith(compiled, 'Order OT-1 not found.')).toBe('ऑर्डर OT-1 नहीं मिला।');
    expect(translateWith(compiled, 'Order OT-1 not found. Try OT-2.')).toBe('OT-2 आज़माएँ, ऑर्डर OT-1 नहीं मिला।');
    expect(translateWith(compiled, 'Your order OT-1 not found.')).toBeNull();
  });

  it('reads regex characters in a key literally', () => {
    expect(translateWith(compiled, 'Cart (v2.0) holds 3.')).toBe('कार्ट (v2.0) में 3 हैं।');
    expect(translateWith(compiled, 'Cart (v2x0) holds 3.')).toBeNull();
  });
});
