import { orNotFound } from '@/components/admin/not-found';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';
import { ArticlePreview, type Article } from './ArticlePreview';

/** The preview route of a post or a page: the same guard, lookup and screen, under its own editor. */
export function articlePreviewPage(kind: 'blog' | 'pages') {
  return async function ArticlePreviewPage({ params }: { params: Promise<{ id: string }> }) {
    const { id } = await params;
    const editHref = `/admin/content/${kind}/${id}`;
    const user = await requireAdminPage(`${editHref}/preview`);
    const find: Promise<Article> = adminContent[kind].get(user, id);
    const article = await orNotFound(find);
    return <ArticlePreview article={article} editHref={editHref} />;
  };
}
