import { useTranslations } from 'next-intl';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';

/** An unknown or unpublished post: 'Article not found', with a 404 status so crawlers drop it. */
export default function ArticleNotFound() {
  const t = useTranslations('Errors.articleNotFound');
  return (
    <div className="container-shop py-20 text-center">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-semibold text-leaf-950 sm:text-4xl">{t('title')}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">{t('text')}</p>
      <Link href="/blog" className="btn btn-primary mt-8">
        {t('back')} <ArrowRight size={16} />
      </Link>
    </div>
  );
}
