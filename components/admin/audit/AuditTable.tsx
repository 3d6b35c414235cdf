import type { AuditEntryDto } from '@/lib/audit/audit';
import { changedKeys, preview } from './changes';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { DataTable, type Column } from '../DataTable';

function Change({ entry }: { entry: AuditEntryDto }) {
  const keys = changedKeys(entry.before, entry.after);
  if (keys.length === 0) return <span className="text-muted">—</span>;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return (
    <details>
      <summary className="cursor-pointer text-leaf-800">{keys.join(', ')}</summary>
      <dl className="mt-1 space-y-1 text-xs">
        {keys.map((k) => (
          <div key={k}>
            <dt className="font-semibold">{k}</dt>
            <dd className="break-all">
              <span className="text-spice-700 line-through">{preview(before[k])}</span> →{' '}
              <span className="text-leaf-800">{preview(after[k])}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const COLUMNS: Column<AuditEntryDto>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (e) => <time dateTime={e.at}>{formatIstDateTime(e.at)}</time>,
  },
  {
    header: 'Who',
    cell: (e) => (
      <>
        {e.actor.name}
        <span className="block text-xs text-muted">
          {e.actor.email} · {e.actor.role}
        </span>
      </>
    ),
  },
  {
    header: 'What',
    className: 'whitespace-nowrap',
    cell: (e) => (
      <>
        {e.entity} #{e.entityId}
      </>
    ),
  },
  { header: 'Action', cell: (e) => e.action },
  { header: 'Change', cell: (e) => <Change entry={e} /> },
];

/** Every back-office write: who, when, on what, and what changed from → to. */
export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  return <DataTable columns={COLUMNS} rows={entries} label="Audit log" empty="No entries." rowClassName="align-top" />;
}
