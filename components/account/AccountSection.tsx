import type { ReactNode } from 'react';

/** A card of the profile screen: its heading, the button beside it, then its content. */
export function AccountSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold text-leaf-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
