/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages } from '@/components/i18n/pick-messages';
import { CartLink } from '@/components/layout/CartLink';
import { CategoryMenu } from '@/components/layout/CategoryMenu';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { MobileNav } from '@/components/layout/MobileNav';
import { MoreMenu } from '@/components/layout/MoreMenu';
import { CloseButton } from '@/components/ui/CloseButton';
import { LoadError } from '@/components/ui/LoadError';
import { Stars } from '@/components/ui/Stars';
import { Totals } from '@/components/ui/Totals';
import type { CategoryDto } from '@/lib/catalog/categories';
import { priceCart } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { messages } from '@/messages';
import { renderIntl } from './render-with-providers';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

// The header's session and cart reads: signed out.
beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = () => Promise.resolve({ ok: false, json: async () => ({}) });
  // jsdom has no <dialog> methods: the phone drawer opens and closes with these.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const tea: CategoryDto = {
  id: 1,
  slug: 'tea',
  title: 'चाय',
  imageUrl: null,
  subCategories: [{ id: 2, slug: 'green-tea', title: 'ग्रीन टी', imageUrl: null, subCategories: [] }],
};

describe('client leaves get the parts of the messages they show', () => {
  test('a part keeps its path, and Common always comes along', () => {
    const picked = pickMessages(messages.hi, ['Header.search', 'Header.cart']);
    expect(Object.keys(picked).sort()).toEqual(['Common', 'Header']);
    expect(Object.keys(picked.Header as object).sort()).toEqual(['cart', 'search']);
    expect((picked.Header as typeof messages.hi.Header).search.label).toBe('प्रोडक्ट खोजें');
  });
  test('a whole namespace and a part of it give the whole, and the source is left as it was', () => {
    const picked = pickMessages(messages.en, ['Home', 'Home.slider']);
    expect(picked.Home).toBe(messages.en.Home);
    expect(pickMessages(messages.en, ['Home.slider', 'Home']).Home).toBe(messages.en.Home);
  });
});

describe('the header in Hindi', () => {
  test('the More menu names its groups and links in Hindi and links to the Hindi pages', async () => {
    renderIntl(<MoreMenu />, 'hi');
    fireEvent.click(screen.getByRole('button', { name: 'और देखें' }));
    const menu = screen.getByRole('navigation', { name: 'और देखें' });
    // Its links are loaded on first use.
    expect(await within(menu).findByText('पॉलिसी')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/privacy');
    expect(within(menu).getByRole('link', { name: 'सभी प्रोडक्ट' })).toHaveAttribute('href', '/hi/products');
  });

  test('the More menu in English is as it was', async () => {
    renderIntl(<MoreMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Quick Links')).toBeInTheDocument();
  });

  test('the category menu shows the Hindi category names and keeps the language', async () => {
    renderIntl(<CategoryMenu categories={[tea]} />, 'hi');
    fireEvent.click(screen.getByRole('button', { name: 'कैटेगरी से ख़रीदें' }));
    expect(await screen.findByRole('link', { name: 'चाय' })).toHaveAttribute('href', '/hi/products?category=tea');
    expect(screen.getByRole('link', { name: 'ग्रीन टी' }).getAttribute('href')).toMatch(/^\/hi\/products\?/);
    expect(screen.getByRole('link', { name: /सभी प्रोडक्ट देखें/ })).toHaveAttribute('href', '/hi/products');
  });

  test('the phone menu: Hindi links and categories, and the switch back to English', async () => {
    pathname = '/hi/blog';
    try {
      renderIntl(<MobileNav categories={[tea]} />, 'hi');
      fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
      const nav = await screen.findByRole('navigation', { name: 'मोबाइल मेन्यू' });
      expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
      expect(within(nav).getByRole('link', { name: 'सभी चाय' })).toHaveAttribute('href', '/hi/products?category=tea');
      expect(within(nav).getByTestId('language-switcher-menu')).toHaveTextContent('English');
      expect(within(nav).getByTestId('language-switcher-menu')).toHaveAttribute('href', '/blog');
    } finally {
      pathname = '/';
    }
  });

  test('the phone menu reads the categories when first opened: the page carries none', async () => {
    const fetchBefore = globalThis.fetch;
    const asked: string[] = [];
    (globalThis as { fetch: unknown }).fetch = (url: string) => {
      asked.push(String(url));
      const body = String(url).startsWith('/api/categories/roots') ? { data: [tea] } : {};
      return Promise.resolve({ ok: true, json: async () => body });
    };
    try {
      renderIntl(<MobileNav />, 'hi');
      expect(asked).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
      const nav = await screen.findByRole('navigation', { name: 'मोबाइल मेन्यू' });
      expect(await within(nav).findByRole('link', { name: 'सभी चाय' })).toHaveAttribute(
        'href',
        '/hi/products?category=tea',
      );
      expect(asked).toEqual(['/api/categories/roots']);
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  test('the switcher names the other language in its own script', () => {
    pathname = '/blog';
    try {
      renderIntl(<LanguageSwitcher />);
      expect(screen.getByTestId('language-switcher')).toHaveTextContent('हिन्दी');
      expect(screen.getByTestId('language-switcher')).toHaveAttribute('href', '/hi/blog');
    } finally {
      pathname = '/';
    }
  });

  test('the cart link says कार्ट and goes to the Hindi cart', async () => {
    renderIntl(<CartLink />, 'hi');
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'कार्ट' })).toHaveAttribute('href', '/hi/cart');
  });
});

describe('shared components', () => {
  const priced = priceCart([{ mrpPaise: 500_00, pricePaise: 400_00, quantity: 2 }], DEFAULT_RATES, 'COD');

  test('say their words in Hindi on a Hindi page', () => {
    renderIntl(
      <>
        <Totals breakdown={priced} itemised testId="t" />
        <Stars rating={4.5} />
        <CloseButton onClose={() => {}} />
        <LoadError message="…" />
      </>,
      'hi',
    );
    expect(screen.getByText('सबटोटल')).toBeInTheDocument();
    expect(screen.getByText('COD हैंडलिंग शुल्क')).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4.5 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  test('read English where a page gives no Common words (the back office)', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        <Totals breakdown={priced} itemised testId="t" />
        <Stars rating={4} />
        <CloseButton onClose={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
