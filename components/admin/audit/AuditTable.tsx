import type { AuditEntryDto } from '@/lib/audit/audit';
import { changedKeys, preview } from './changes';
import { formatIstDateTime } from '@/lib/format/ist-times';

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

/** Every back-office write: who, when, on what, and what changed from → to. */
export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  if (entries.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">No entries.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              What
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
            <th scope="col" className="px-3 py-2">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-line/60 align-top last:border-0">
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={e.at}>{formatIstDateTime(e.at)}</time>
              </td>
              <td className="px-3 py-2">
                {e.actor.name}
                <span className="block text-xs text-muted">
                  {e.actor.email} · {e.actor.role}
                </span>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {e.entity} #{e.entityId}
              </td>
              <td className="px-3 py-2">{e.action}</td>
              <td className="px-3 py-2">
                <Change entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
