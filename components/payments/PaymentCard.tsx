import type { ReactNode } from 'react';

/** One white card of the payment page (the order, the pay panel, the history), named by its heading or a label. */
export function PaymentCard({
  children,
  ...labelled
}: { children: ReactNode } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <section {...labelled} className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6">
      {children}
    </section>
  );
}
