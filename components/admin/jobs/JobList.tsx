import { formatIstDateTime } from '@/lib/format/ist-times';
import type { JobRow } from '@/lib/jobs/admin';
import type { JobState } from '@/lib/jobs/states';
import { DataTable, type Column } from '../DataTable';
import { RetryButton } from './RetryButton';
import { STATE_LABEL } from './states';

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatIstDateTime(iso)}</time> : '—');

const COLUMNS: Column<JobRow>[] = [
  { header: 'Kind', cell: (j) => <code>{j.kind}</code> },
  { header: 'Queued', className: 'whitespace-nowrap', cell: (j) => when(j.createdAt) },
  { header: 'Finished', className: 'whitespace-nowrap', cell: (j) => when(j.finishedAt) },
  { header: 'Tries', align: 'right', cell: (j) => j.tries },
  { header: 'Error', className: 'break-all text-spice-700', cell: (j) => j.error ?? '—' },
  { header: '', cell: (j) => j.state === 'failed' && <RetryButton id={j.id} kind={j.kind} /> },
];

/** The jobs in one state, newest first; a failed one shows its error and can be retried. */
export function JobList({ jobs, state }: { jobs: JobRow[]; state: JobState }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={jobs}
      label={`${STATE_LABEL[state]} jobs`}
      empty={`No ${STATE_LABEL[state].toLowerCase()} jobs.`}
    />
  );
}
