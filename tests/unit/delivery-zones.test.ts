import { zoneOf } from '@/lib/delivery/zones';

const bengaluru = { district: 'Bengaluru Urban', state: 'Karnataka' };

describe('zoneOf', () => {
  it('same district is SAME_CITY, same state SAME_STATE', () => {
    expect(zoneOf(bengaluru, { district: 'BENGALURU URBAN', state: 'Karnataka' })).toBe('SAME_CITY');
    expect(zoneOf(bengaluru, { district: 'Mysuru', state: 'Karnataka' })).toBe('SAME_STATE');
    expect(zoneOf({ district: null, state: 'Karnataka' }, bengaluru)).toBe('SAME_STATE');
  });

  it('metro to metro is METRO, including any district of Delhi', () => {
    expect(zoneOf(bengaluru, { district: 'Mumbai Suburban', state: 'Maharashtra' })).toBe('METRO');
    expect(zoneOf(bengaluru, { district: 'South West', state: 'Delhi' })).toBe('METRO');
    expect(zoneOf({ district: 'Ahmadabad', state: 'Gujarat' }, { district: 'Kolkata', state: 'West Bengal' })).toBe(
      'METRO',
    );
  });

  it('the far north, the north-east and the islands are REMOTE', () => {
    expect(zoneOf(bengaluru, { district: 'Leh Ladakh', state: 'Ladakh' })).toBe('REMOTE');
    expect(zoneOf(bengaluru, { district: 'Kamrup Metro', state: 'Assam' })).toBe('REMOTE');
    expect(zoneOf(bengaluru, { district: 'South Andaman', state: 'Andaman and Nicobar Islands' })).toBe('REMOTE');
  });

  it('anything else is REST_OF_INDIA', () => {
    expect(zoneOf(bengaluru, { district: 'Jaipur', state: 'Rajasthan' })).toBe('REST_OF_INDIA');
    expect(zoneOf({ district: 'Jaipur', state: 'Rajasthan' }, { district: 'Mumbai', state: 'Maharashtra' })).toBe(
      'REST_OF_INDIA',
    );
  });
});
