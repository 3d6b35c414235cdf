import type { ReactNode } from 'react';

/** The card every bare-layout screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-semibold text-leaf-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
