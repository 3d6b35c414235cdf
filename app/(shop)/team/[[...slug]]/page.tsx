import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TeamPage } from '@/components/team/TeamPage';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

/* /team: rendered on first request, then cached under the 'team' tag (docs/decisions.md). */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (slug?.length) return { title: 'Page not found', robots: { index: false } };
  const { shop } = await getCachedShopSettings();
  return buildMetadata(
    {
      title: 'Our Team & Founders',
      description: `Meet the people behind ${shop.name}: our founders' messages and the tea tasters, sourcing, packing and support teams who bring Indian farm produce to your door.`,
      path: '/team',
    },
    shop,
  );
}

export default async function TeamRoute({ params }: Props) {
  const { slug } = await params;
  if (slug?.length) notFound();
  // Served complete from the cache: no artificial delay and no skeleton (see [[...slug]]/page.tsx).
  return <TeamPage />;
}
