import Link from 'next/link';
import type { JobState } from '@/lib/jobs/states';
import { SHOWN_STATES, STATE_LABEL } from './states';

/** Which state's jobs the list below shows. */
export function StateLinks({ current }: { current: JobState }) {
  return (
    <nav aria-label="Job state" className="my-4 flex flex-wrap gap-2 text-sm">
      {SHOWN_STATES.map((state) => (
        <Link
          key={state}
          href={`/admin/jobs?state=${state}`}
          aria-current={state === current ? 'page' : undefined}
          className={`rounded-full px-3 py-1 ${state === current ? 'bg-leaf-800 text-white' : 'bg-white shadow-card'}`}
        >
          {STATE_LABEL[state]}
        </Link>
      ))}
    </nav>
  );
}
