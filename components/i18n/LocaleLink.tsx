import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localePath, type Locale } from '@/lib/i18n/locales';

/**
 * A link to a store page in the page's language, for server components: next/link with the address
 * already in that language. next-intl's Link does the same, but from the server it sends its cookie
 * settings and two empty props with every link, each link in a row of its own of the page's data
 * (about 110 bytes a link, 32 links on the home page). Client components keep next-intl's Link.
 */
export function LocaleLink({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  return <NextLink href={localePath(href, useLocale() as Locale)} {...props} />;
}
