import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Page } from '@/lib/validation/paging';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';

const ASIDE_WIDTH = {
  narrow: 'xl:grid-cols-[minmax(0,1fr)_24rem]',
  normal: 'xl:grid-cols-[minmax(0,1fr)_26rem]',
  wide: 'xl:grid-cols-[minmax(0,1fr)_28rem]',
} as const;

type Props = {
  title: string;
  description?: ReactNode;
  /** a "New …" button to a page of its own (blog, pages) */
  newLink?: { href: string; label: string };
  /** a "New …" form beside the list (banners, team, sellers, categories) */
  newForm?: { title: string; form: ReactNode; width?: keyof typeof ASIDE_WIDTH };
  /** a paged list: its page, its path and the filters the pager's links keep */
  pager?: { list: Omit<Page<unknown>, 'items'>; basePath: string; params?: Record<string, string | undefined> };
  children: ReactNode;
};

/** A back-office list screen: its header, the list (paged or not), and where new entries are made. */
export function AdminListPage({ title, description, newLink, newForm, pager, children }: Props) {
  const actions = newLink && (
    <Link href={newLink.href} className="btn btn-primary">
      {newLink.label}
    </Link>
  );
  const id = newForm && newForm.title.toLowerCase().replace(/\W+/g, '-');
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {newForm ? (
        <div className={`grid gap-5 ${ASIDE_WIDTH[newForm.width ?? 'normal']}`}>
          {children}
          <section aria-labelledby={id} className="h-fit rounded-2xl bg-white p-5 shadow-card">
            <h2 id={id} className="mb-3 font-semibold">
              {newForm.title}
            </h2>
            {newForm.form}
          </section>
        </div>
      ) : (
        children
      )}
      {pager && (
        <Pager
          page={pager.list.page}
          size={pager.list.size}
          total={pager.list.total}
          basePath={pager.basePath}
          params={pager.params ?? {}}
        />
      )}
    </>
  );
}
