import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/messages';

/** Renders with the page's words, as a shop page's ClientMessages gives them (English unless told). */
export function renderIntl(ui: ReactElement, locale: Locale = 'en') {
  // A wrapper, not a parent element: rerender() keeps the words too.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}

/** Renders inside the client data cache, as the signed-in screens' layout (app/(shop)/(account)) does, with the page's words. */
export function renderWithProviders(ui: ReactElement, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, locale);
}
