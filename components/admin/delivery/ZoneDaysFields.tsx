import { TextField } from '@/components/ui/form/TextField';
import { ZONES, type Zone } from '@/lib/delivery/zones';

export type DaysText = Record<Zone, { min: string; max: string }>;

const ZONE_LABELS: Record<Zone, string> = {
  SAME_CITY: 'Same city',
  SAME_STATE: 'Same state',
  METRO: 'Metro to metro',
  REST_OF_INDIA: 'Rest of India',
  REMOTE: 'Remote areas',
};

const ENDS = [
  ['min', 'Least days'],
  ['max', 'Most days'],
] as const;

/** The least and most working days a parcel takes to each zone, measured from the seller's dispatch place. */
export function ZoneDaysFields({ days, onChange }: { days: DaysText; onChange: (days: DaysText) => void }) {
  const set = (zone: Zone, end: 'min' | 'max') => (e: { target: { value: string } }) =>
    onChange({ ...days, [zone]: { ...days[zone], [end]: e.target.value } });
  return (
    <>
      {ZONES.map((zone) => (
        <div key={zone} className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-[10rem_8rem_8rem] sm:items-end">
          <p className="col-span-2 text-sm font-medium sm:col-span-1 sm:pb-3">{ZONE_LABELS[zone]}</p>
          {ENDS.map(([end, label]) => (
            <TextField
              key={end}
              label={label}
              inputMode="numeric"
              value={days[zone][end]}
              onChange={set(zone, end)}
              aria-label={`${ZONE_LABELS[zone]}: ${label.toLowerCase()}`}
            />
          ))}
        </div>
      ))}
    </>
  );
}
