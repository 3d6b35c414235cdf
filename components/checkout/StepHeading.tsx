import type { ReactNode } from 'react';

/** A checkout step's heading; its id names the step's section (aria-labelledby). */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-serif text-xl font-semibold text-leaf-950">
      {children}
    </h2>
  );
}
