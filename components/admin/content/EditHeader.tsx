import Link from 'next/link';
import { PageHeader } from '@/components/admin/PageHeader';

/** A post's or page's editor heading: its title, its preview and, once live, its page in the shop. */
export function EditHeader({ title, editHref, shopHref }: { title: string; editHref: string; shopHref?: string }) {
  return (
    <PageHeader
      title={title}
      actions={
        <>
          <Link href={`${editHref}/preview`} className="btn btn-outline">
            Preview
          </Link>
          {shopHref && (
            <Link href={shopHref} className="btn btn-outline" target="_blank">
              View in shop
            </Link>
          )}
        </>
      }
    />
  );
}
