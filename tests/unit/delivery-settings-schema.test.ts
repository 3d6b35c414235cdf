import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema } from '@/lib/delivery/settings-schema';

const parse = (change: Record<string, unknown>) =>
  deliverySettingsSchema.safeParse({ ...DEFAULT_DELIVERY_SETTINGS, ...change });
const fieldOf = (change: Record<string, unknown>) => {
  const result = parse(change);
  return result.success ? null : result.error.issues[0].path.join('.');
};

describe('deliverySettingsSchema', () => {
  it('accepts the defaults, which follow the agreed days per zone', () => {
    expect(parse({}).success).toBe(true);
    expect(DEFAULT_DELIVERY_SETTINGS.days).toEqual({
      SAME_CITY: { min: 1, max: 2 },
      SAME_STATE: { min: 2, max: 4 },
      METRO: { min: 2, max: 5 },
      REST_OF_INDIA: { min: 4, max: 7 },
      REMOTE: { min: 6, max: 10 },
    });
    expect(DEFAULT_DELIVERY_SETTINGS).toMatchObject({ cutoff: '14:00', codMaxOrder: 10_000 });
  });

  it('reads lists from text one a line, dropping blanks and repeats, sorted', () => {
    const result = parse({ unserviceablePincodes: ' 560002\n\n560001\r\n560002 ', holidays: '2026-12-25\n2026-11-14' });
    expect(result.success && result.data.unserviceablePincodes).toEqual(['560001', '560002']);
    expect(result.success && result.data.holidays).toEqual(['2026-11-14', '2026-12-25']);
  });

  it('refuses a bad entry with the field it is in', () => {
    expect(fieldOf({ codOffPincodes: ['56000'] })).toBe('codOffPincodes.0');
    expect(fieldOf({ codOffPincodes: ['012345'] })).toBe('codOffPincodes.0');
    expect(fieldOf({ holidays: ['2026-02-29'] })).toBe('holidays.0');
    expect(fieldOf({ holidays: ['26-01-2026'] })).toBe('holidays.0');
    expect(fieldOf({ cutoff: '2pm' })).toBe('cutoff');
    expect(fieldOf({ cutoff: '24:00' })).toBe('cutoff');
    expect(fieldOf({ days: { ...DEFAULT_DELIVERY_SETTINGS.days, REMOTE: { min: 6, max: 5 } } })).toBe(
      'days.REMOTE.max',
    );
    expect(fieldOf({ days: { ...DEFAULT_DELIVERY_SETTINGS.days, METRO: { min: 1.5, max: 5 } } })).toBe(
      'days.METRO.min',
    );
    expect(fieldOf({ codMaxOrder: 10.555 })).toBe('codMaxOrder');
    expect(fieldOf({ extra: 1 })).not.toBeNull();
  });
});
