import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** the heading's id, which names the card for screen readers */
  id: string;
  title: ReactNode;
  headingClassName?: string;
  /** a link or button at the end of the heading's line */
  action?: ReactNode;
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
  action,
  className,
  onSubmit,
  children,
}: Props) {
  const box = `${className ? `${className} ` : ''}rounded-2xl bg-white p-5 shadow-card`;
  const heading = (
    <h2 id={id} className={headingClassName}>
      {title}
    </h2>
  );
  const content = (
    <>
      {action ? (
        <div className="mb-2 flex items-baseline justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
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
