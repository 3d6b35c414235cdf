import {
  chosenVariant,
  defaultVariant,
  listingPack,
  packTitle,
  priceRange,
  STANDARD_LABEL,
  unitPrice,
} from '@/lib/catalog/variants';

/** A tea in three packs, prices in paise: 100 g ₹399, 250 g ₹899, 500 g ₹1,649. */
const pack = (sku: string, pricePaise: number, stockQuantity: number, weightGrams: number | null = null) => ({
  sku,
  pricePaise,
  mrpPaise: pricePaise,
  stockQuantity,
  weightGrams,
});
const tea = [pack('T-100G', 399_00, 5, 100), pack('T-250G', 899_00, 3, 250), pack('T-500G', 1649_00, 0, 500)];

describe('defaultVariant: the pack shown and sold when none is chosen', () => {
  it('is the first pack in display order when it is in stock', () => {
    expect(defaultVariant(tea)?.sku).toBe('T-100G');
  });

  it('skips sold-out packs to the first one in stock', () => {
    const firstSoldOut = [pack('A', 100_00, 0), pack('B', 200_00, 0), pack('C', 300_00, 4), pack('D', 50_00, 9)];
    expect(defaultVariant(firstSoldOut)?.sku).toBe('C');
  });

  it('is the first pack when every pack is sold out, and nothing for a product without packs', () => {
    expect(defaultVariant([pack('A', 100_00, 0), pack('B', 50_00, 0)])?.sku).toBe('A');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('unitPrice: the price shoppers compare packs by', () => {
  it('is per 100 g below 1 kg', () => {
    expect(unitPrice({ pricePaise: 899_00, weightGrams: 250 })).toEqual({ amountPaise: 359_60, per: '100 g' });
    expect(unitPrice({ pricePaise: 1649_00, weightGrams: 999 })?.per).toBe('100 g');
  });

  it('is per kg from 1 kg up', () => {
    expect(unitPrice({ pricePaise: 1199_00, weightGrams: 1000 })).toEqual({ amountPaise: 1199_00, per: 'kg' });
    expect(unitPrice({ pricePaise: 2199_00, weightGrams: 2000 })).toEqual({ amountPaise: 1099_50, per: 'kg' });
  });

  it('rounds to the paisa', () => {
    // ₹1,049 for 300 g is ₹349.666… per 100 g
    expect(unitPrice({ pricePaise: 1049_00, weightGrams: 300 })).toEqual({ amountPaise: 349_67, per: '100 g' });
    // ₹10 for 3 kg is 333.33… paise per kg
    expect(unitPrice({ pricePaise: 10_00, weightGrams: 3000 })).toEqual({ amountPaise: 333, per: 'kg' });
  });

  it('is null for a pack without a net weight', () => {
    expect(unitPrice({ pricePaise: 449_00, weightGrams: null })).toBeNull();
    expect(unitPrice({ pricePaise: 449_00, weightGrams: 0 })).toBeNull();
  });

  it('falls as the demo packs grow: a bigger pack costs less per gram', () => {
    const [small, mid, big] = tea.map((p) => unitPrice(p)!.amountPaise);
    expect(small).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(big);
  });
});

describe('priceRange', () => {
  it('spans every pack, sold out or not', () => {
    expect(priceRange(tea)).toEqual({ minPaise: 399_00, maxPaise: 1649_00 });
  });

  it('is one price for one pack and zero for none', () => {
    expect(priceRange([pack('A', 250_00, 1)])).toEqual({ minPaise: 250_00, maxPaise: 250_00 });
    expect(priceRange([])).toEqual({ minPaise: 0, maxPaise: 0 });
  });
});

describe('listingPack: the pack a card and the price filter go by', () => {
  it('is the cheapest pack in stock, wherever it sits in display order', () => {
    const packs = [pack('BIG', 1649_00, 2), pack('SMALL', 399_00, 0), pack('MID', 899_00, 1)];
    expect(listingPack(packs)?.sku).toBe('MID');
  });

  it('is the cheapest of all when every pack is sold out', () => {
    expect(listingPack([pack('BIG', 1649_00, 0), pack('SMALL', 399_00, 0)])?.sku).toBe('SMALL');
  });

  it('keeps the first of equally cheap packs, and is nothing without packs', () => {
    expect(listingPack([pack('A', 399_00, 1), pack('B', 399_00, 1)])?.sku).toBe('A');
    expect(listingPack([])).toBeUndefined();
  });
});

describe('chosenVariant: the pack a ?pack=<sku> link opens', () => {
  it('is the pack the SKU names, even a sold-out one', () => {
    expect(chosenVariant(tea, 'T-250G')?.sku).toBe('T-250G');
    expect(chosenVariant(tea, 'T-500G')?.sku).toBe('T-500G');
  });

  it('is the default pack for an unknown, foreign or missing SKU', () => {
    const firstSoldOut = [pack('A', 100_00, 0), pack('B', 200_00, 4)];
    expect(chosenVariant(firstSoldOut, 'NOT-A-PACK')?.sku).toBe('B');
    expect(chosenVariant(firstSoldOut, '')?.sku).toBe('B');
    expect(chosenVariant(firstSoldOut, null)?.sku).toBe('B');
    expect(chosenVariant(firstSoldOut, undefined)?.sku).toBe('B');
  });
});

describe('packTitle: messages name the pack only when there is a choice', () => {
  it('adds the label when the product has several packs', () => {
    expect(packTitle('Darjeeling First Flush', '500 g', 3)).toBe('Darjeeling First Flush (500 g)');
  });

  it('is the bare title for a one-pack product or a pack without a label', () => {
    expect(packTitle('Darjeeling First Flush', STANDARD_LABEL, 1)).toBe('Darjeeling First Flush');
    expect(packTitle('Darjeeling First Flush', null, 2)).toBe('Darjeeling First Flush');
  });
});
