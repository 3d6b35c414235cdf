import type { Metadata } from 'next';
import { ContentPageForm } from '@/components/admin/content/ContentPageForm';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireAdminPage } from '@/lib/auth/staff-page';

export const metadata: Metadata = { title: 'New page' };

export default async function NewContentPage() {
  await requireAdminPage('/admin/content/pages/new');
  return (
    <>
      <PageHeader title="New page" description="Leave it unpublished to preview it first." />
      <ContentPageForm />
    </>
  );
}
