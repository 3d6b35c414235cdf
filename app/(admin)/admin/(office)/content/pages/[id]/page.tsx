import type { Metadata } from 'next';
import { EditHeader } from '@/components/admin/content/EditHeader';
import { ContentPageForm } from '@/components/admin/content/ContentPageForm';
import { orNotFound } from '@/components/admin/not-found';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Edit page' };

export default async function EditContentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireAdminPage(`/admin/content/pages/${id}`);
  const page = await orNotFound(adminContent.pages.get(user, id));
  return (
    <>
      <EditHeader title={page.title} editHref={`/admin/content/pages/${page.id}`} />
      <ContentPageForm key={JSON.stringify(page)} page={page} />
    </>
  );
}
