/**
 * The shop's optional catch-all pages ([[...slug]]): no segment is the section's index, one valid slug
 * its item (where the section has items), anything else the not-found page with a 404. The page and
 * its metadata resolve the address the same way. Each page still writes its own `revalidate`: Next reads
 * segment config from the page file itself (`dynamicParams` is left at Next's default, true).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { notFoundMetadata } from '../seo/metadata';
import { isSlug } from '../validation/slug';

type Target = { metadata: () => Promise<Metadata>; render: () => Promise<ReactNode> };
type Section = {
  index: Target;
  item?: { metadata: (slug: string) => Promise<Metadata>; render: (slug: string) => Promise<ReactNode> };
  /** the not-found page's title */
  missing: string;
};
type Props = { params: Promise<{ slug?: string[] }> };

/** No static params: each address is rendered on its first request, then served from the full-route cache. */
export const noStaticParams = () => [];

export function catchAllRoute({ index, item, missing }: Section) {
  const resolve = async ({ params }: Props): Promise<Target | null> => {
    const { slug } = await params;
    if (!slug?.length) return index;
    if (!item || slug.length !== 1 || !isSlug(slug[0])) return null;
    const one = slug[0];
    return { metadata: () => item.metadata(one), render: () => item.render(one) };
  };
  return {
    generateStaticParams: noStaticParams,
    generateMetadata: async (props: Props) => (await resolve(props))?.metadata() ?? notFoundMetadata(missing),
    // No loading.tsx or Suspense around these pages: a boundary above notFound() turns the 404 into a
    // 200, and a fallback in the cached HTML shifts the footer when the content swaps in.
    Page: async (props: Props) => {
      const target = await resolve(props);
      if (!target) notFound();
      return target.render();
    },
  };
}
