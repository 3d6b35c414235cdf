import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SkeletonGrid } from '@/components/ui/Skeleton';

type Props = Required<Pick<ComponentProps<typeof SectionHeading>, 'id' | 'eyebrow' | 'title' | 'action'>> & {
  /** the grid's classes, shared by the cards and their skeletons */
  grid: string;
  /** the cards; false while there are none (5 skeletons keep the row's height) */
  cards: ReactNode | false;
};

/** A home row of at most 5 cards under a heading with its "view all" link. */
export function CardRow({ id, eyebrow, title, action, grid, cards }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} action={action} />
      {cards || <SkeletonGrid count={5} className={grid} />}
    </section>
  );
}
