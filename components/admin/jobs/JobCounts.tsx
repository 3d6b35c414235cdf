import type { JobCount } from '@/lib/jobs/admin';
import type { JobState } from '@/lib/jobs/states';
import { DataTable, type Column } from '../DataTable';
import { STATE_LABEL, SHOWN_STATES } from './states';

type KindRow = { kind: string; counts: Partial<Record<JobState, number>> };

function byKind(counts: JobCount[]): KindRow[] {
  const rows = new Map<string, KindRow>();
  for (const c of counts) {
    const row = rows.get(c.kind) ?? { kind: c.kind, counts: {} };
    row.counts[c.state] = c.count;
    rows.set(c.kind, row);
  }
  return [...rows.values()];
}

const COLUMNS: Column<KindRow>[] = [
  { header: 'Kind', cell: (r) => <code>{r.kind}</code> },
  ...SHOWN_STATES.map((state): Column<KindRow> => ({
    header: STATE_LABEL[state],
    align: 'right',
    cell: (r) => r.counts[state] ?? 0,
  })),
];

/** How many jobs of each kind are queued, running, done and failed. */
export function JobCounts({ counts }: { counts: JobCount[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={byKind(counts)}
      rowKey={(r) => r.kind}
      label="Jobs per kind and state"
      empty="No jobs have run yet."
    />
  );
}
