import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** the heading's id, which names the card for screen readers */
  id: string;
  title: ReactNode;
  headingClassName?: string;
  /** classes before the card's own */
  className?: string;
  /** makes the card a form */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A back-office card (a panel of an order or product screen, a report): white, titled by its heading. */
export function AdminCard({
  id,
  title,
  headingClassName = 'mb-2 font-semibold',
  className,
  onSubmit,
  children,
}: Props) {
  const box = `${className ? `${className} ` : ''}rounded-2xl bg-white p-5 shadow-card`;
  const content = (
    <>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id} className={box}>
      {content}
    </form>
  ) : (
    <section aria-labelledby={id} className={box}>
      {content}
    </section>
  );
}
