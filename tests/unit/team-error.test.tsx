/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import TeamError from '@/app/(shop)/team/[[...slug]]/error';
import { renderIntl } from './render-with-providers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

describe('team page error', () => {
  // What a production build hands the boundary: the server's message is replaced, only a digest is left.
  const production = Object.assign(
    new Error(
      'An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.',
    ),
    { digest: '1234567' },
  );

  test("shows 'Error: ' and a message a shopper can read, not the framework's", () => {
    const env = process.env as Record<string, string>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      renderIntl(<TeamError error={production} reset={() => {}} />);
    } finally {
      env.NODE_ENV = before;
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Error: \w/);
    expect(alert).not.toHaveTextContent('Server Components');
    expect(alert).toHaveTextContent('Error: We could not load the team right now. Please try again.');
  });

  test('a message thrown in the browser is shown as it is', () => {
    renderIntl(<TeamError error={new Error('Network unreachable')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Network unreachable');
  });

  test('on a Hindi page the boundary speaks Hindi', () => {
    renderIntl(<TeamError error={new Error('')} reset={() => {}} />, 'hi');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'त्रुटि: अभी टीम की जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
    );
  });
});
