/** How far a parcel travels, from the dispatching seller's place to the buyer's: decides the days it takes. */
export const ZONES = ['SAME_CITY', 'SAME_STATE', 'METRO', 'REST_OF_INDIA', 'REMOTE'] as const;
export type Zone = (typeof ZONES)[number];

export interface Place {
  /** Null when only the state is known (a seller without a PIN code). */
  district: string | null;
  state: string;
}

/** Districts of the big metros, as the dataset names them; every district of Delhi counts too. */
const METRO_DISTRICTS = new Set([
  'MUMBAI',
  'MUMBAI SUBURBAN',
  'KOLKATA',
  'CHENNAI',
  'BENGALURU URBAN',
  'BENGALURU',
  'HYDERABAD',
  'PUNE',
  'AHMADABAD',
  'AHMEDABAD',
]);

/** Where couriers take longest: the far north, the north-east and the islands. */
const REMOTE_STATES = new Set([
  'Jammu and Kashmir',
  'Ladakh',
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);

const key = (district: string) => district.trim().replace(/\s+/g, ' ').toUpperCase();

function isMetro(place: Place): boolean {
  if (place.state === 'Delhi') return true;
  return place.district !== null && METRO_DISTRICTS.has(key(place.district));
}

/** The zone of a destination seen from an origin; the nearer zone wins (a same-state remote place is SAME_STATE). */
export function zoneOf(origin: Place, destination: Place): Zone {
  if (origin.state === destination.state) {
    const sameDistrict = origin.district !== null && destination.district !== null;
    return sameDistrict && key(origin.district!) === key(destination.district!) ? 'SAME_CITY' : 'SAME_STATE';
  }
  if (REMOTE_STATES.has(destination.state)) return 'REMOTE';
  if (isMetro(origin) && isMetro(destination)) return 'METRO';
  return 'REST_OF_INDIA';
}
