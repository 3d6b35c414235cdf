import type { Metadata, ResolvingMetadata } from 'next';
import type { ReactNode } from 'react';
import { setPageLocale } from './request-locale';

/*
 * The Hindi tree (app/hi) is the English pages again under /hi: each file there wraps the English
 * module with these, so a page is written once and only its language differs. Every entry point
 * sets the language itself, because Next may render a page, a layout or the metadata on its own.
 */
type PageModule<P> = {
  metadata?: Metadata;
  generateMetadata?: (props: P, parent: ResolvingMetadata) => Metadata | Promise<Metadata>;
};

export function hindiPage<P>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return function HindiPage(props: P) {
    setPageLocale('hi');
    return Page(props);
  };
}

export function hindiMetadata<P>(page: PageModule<P>) {
  return async function generateHindiMetadata(props: P, parent: ResolvingMetadata): Promise<Metadata> {
    setPageLocale('hi');
    return page.generateMetadata ? page.generateMetadata(props, parent) : (page.metadata ?? {});
  };
}
