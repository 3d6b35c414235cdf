/** @jest-environment jsdom */
/**
 * The chrome's and the home page's client lists (footer links, social links, side banners)
 * draw their words from exactly the parts their server parents hand them, in the page's language; a
 * word missing from those parts fails here instead of showing its key (or English) on a page.
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SideBanners, type SideBanner } from '@/components/home/SideBanners';
import { HOME_WORDS } from '@/components/home/home-words';
import { pickMessages, type MessagePart } from '@/components/i18n/pick-messages';
import { CHROME_WORDS, HEADER_WORDS } from '@/components/layout/chrome-words';
import { FooterNav } from '@/components/layout/FooterNav';
import { SocialLinks } from '@/components/layout/SocialLinks';
import type { Locale } from '@/lib/i18n/locales';
import { getShop } from '@/lib/shop';
import { messages } from '@/messages';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

/** Renders as a page does: only the named parts of the messages, and a missing word throws. */
function renderWith(parts: readonly MessagePart[], ui: ReactElement, locale: Locale = 'hi') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(messages[locale], parts)}
      timeZone="Asia/Kolkata"
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const { name, social } = getShop();

test('the header: its social links in Hindi', () => {
  renderWith(HEADER_WORDS, <SocialLinks links={social} shopName={name} />);
  expect(screen.getByRole('link', { name: `Facebook पर ${name}` })).toHaveAttribute('href', social.facebook);
});

test('the footer: its three lists and the social links in Hindi, with the words the chrome hands it', () => {
  renderWith(
    CHROME_WORDS,
    <>
      <FooterNav />
      <SocialLinks links={social} shopName={name} />
    </>,
  );
  const policies = screen.getByRole('navigation', { name: 'फ़ुटर: पॉलिसी' });
  expect(within(policies).getByRole('heading', { name: 'पॉलिसी' })).toBeInTheDocument();
  expect(within(policies).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/privacy');
  expect(screen.getByRole('link', { name: 'प्रोडक्ट' })).toHaveAttribute('href', '/hi/products');
  expect(screen.getAllByRole('navigation')).toHaveLength(3);
  expect(screen.getByRole('link', { name: `LinkedIn पर ${name}` })).toHaveAttribute('href', social.linkedin);
});

test('the footer in English is as it was', () => {
  renderWith(CHROME_WORDS, <FooterNav />, 'en');
  const policies = screen.getByRole('navigation', { name: 'Footer: Policies' });
  expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test("the footer's words are the header's objects, so a page's data carries them once", () => {
  const header = pickMessages(messages.hi, HEADER_WORDS).Header as Record<string, unknown>;
  const chrome = pickMessages(messages.hi, CHROME_WORDS).Header as Record<string, unknown>;
  for (const part of ['links', 'groups', 'social']) expect(chrome[part]).toBe(header[part]);
});

test("a side banner without its own button text says the home page's 'Shop now' in Hindi", () => {
  const banner: SideBanner = {
    id: 1,
    imageUrl: '/images/banners/side.webp',
    posterUrl: null,
    isVideo: false,
    title: 'कच्चा शहद',
    subtitle: '',
    tag: null,
    actionButtonText: null,
    actionUrl: '/products?category=honey',
    isExternal: false,
  };
  renderWith(HOME_WORDS, <SideBanners banners={[banner]} />);
  expect(screen.getByRole('link', { name: /कच्चा शहद.*अभी ख़रीदें/ })).toHaveAttribute(
    'href',
    '/hi/products?category=honey',
  );
});
