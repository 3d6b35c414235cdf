import { COD_REFUSALS_TO_BAR } from '@/lib/delivery/cod-rules';

/** A customer's COD parcels returned to origin, and the "COD barred" badge once they bar cash on delivery. */
export function CodRecord({ refusals }: { refusals: number }) {
  if (refusals === 0) return <span className="text-muted">None</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{refusals} refused</span>
      {refusals >= COD_REFUSALS_TO_BAR && (
        <span className="rounded-full bg-spice-50 px-2 py-0.5 text-xs font-semibold text-spice-700">COD barred</span>
      )}
    </span>
  );
}
