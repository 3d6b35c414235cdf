import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle, blogArticleMetadata } from '@/components/blog/BlogArticle';
import { BlogList, blogListMetadata } from '@/components/blog/BlogList';
import { isSlug } from '@/lib/validation/slug';

/* /blog and /blog/{slug}: rendered on first request, then cached per post tag (docs/decisions.md). */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!slug?.length) return blogListMetadata();
  if (slug.length === 1 && isSlug(slug[0])) return blogArticleMetadata(slug[0]);
  return { title: 'Article not found', robots: { index: false } };
}

export default async function BlogRoute({ params }: Props) {
  const { slug } = await params;
  // No loading.tsx or Suspense here: see app/(shop)/[[...slug]]/page.tsx.
  if (!slug?.length) return <BlogList />;
  if (slug.length === 1 && isSlug(slug[0])) return <BlogArticle slug={slug[0]} />;
  notFound();
}
