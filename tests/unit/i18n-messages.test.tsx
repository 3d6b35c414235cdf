/** @jest-environment jsdom */
/**
 * The two languages say the same things (the build runs the same check: scripts/check-messages.mjs),
 * and a client leaf reads its words in the page's language.
 */
import { screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { messageProblems } from '@/lib/i18n/parity.mjs';
import { messages } from '@/messages';
import { renderIntl } from './render-with-providers';

test('every message key and placeholder exists in both English and Hindi', () => {
  expect(messageProblems(messages.en, messages.hi)).toEqual([]);
});

test('the parity check names a missing key, a blank translation and a lost placeholder', () => {
  const problems = messageProblems(
    { Cart: { title: 'Your cart', left: 'Only {count} left', empty: 'Empty' } },
    { Cart: { left: 'केवल बचे', empty: ' ' } },
  );
  expect(problems).toEqual([
    'Cart.title: missing in hi',
    'Cart.left: placeholders {count} in en but {} in hi',
    'Cart.empty: empty in hi',
  ]);
});

function SkipLink() {
  return <span>{useTranslations('Common')('skipToContent')}</span>;
}

test('a client leaf shows its words in the page language', () => {
  renderIntl(<SkipLink />, 'hi');
  expect(screen.getByText('मुख्य सामग्री पर जाएँ').tagName).toBe('SPAN');
});
