import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';
import { ARTICLE_NOT_FOUND } from '@/components/ui/messages';

/** An unknown or unpublished post: 'Article not found', with a 404 status so crawlers drop it. */
export default function ArticleNotFound() {
  return (
    <div className="container-shop py-20 text-center">
      <p className="eyebrow">Blog</p>
      <h1 className="mt-2 text-3xl font-semibold text-leaf-950 sm:text-4xl">{ARTICLE_NOT_FOUND}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        The article may have been moved or unpublished. Our other stories are still brewing.
      </p>
      <Link href="/blog" className="btn btn-primary mt-8">
        Back to the blog <ArrowRight size={16} />
      </Link>
    </div>
  );
}
