'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import type { PayIntl } from './pay-intl';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';

/**
 * The sandbox dialog as payOrder mounts it: a React root of its own, outside the page's provider, so
 * it is given the page's words here.
 */
export function SandboxWindow({ intl, ...dialog }: { intl: PayIntl } & ComponentProps<typeof SandboxCheckoutDialog>) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="Asia/Kolkata">
      <SandboxCheckoutDialog {...dialog} />
    </NextIntlClientProvider>
  );
}
