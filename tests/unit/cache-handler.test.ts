/** The full-route cache handler: what it refuses to keep, and that stored pages come back intact. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { decode, encode, isNotFound } = require('@/lib/cache/handlers/isr.mjs') as {
  decode: (v: unknown) => unknown;
  encode: (v: unknown) => unknown;
  isNotFound: (v: unknown) => boolean;
};

describe('full-route cache handler', () => {
  it('never keeps a not-found (or any error) answer, page or route', () => {
    expect(isNotFound({ kind: 'APP_PAGE', status: 404, html: '<p>Not found</p>' })).toBe(true);
    expect(isNotFound({ kind: 'APP_ROUTE', status: 404, body: Buffer.from('Not found') })).toBe(true);
    expect(isNotFound({ kind: 'APP_PAGE', status: 500 })).toBe(true);
    // A product page asked for a pack it does not have redirects to the bare product: one per made-up SKU.
    expect(isNotFound({ kind: 'APP_PAGE', status: 307 })).toBe(true);
    expect(isNotFound(null)).toBe(true);
  });

  it('keeps real pages and images', () => {
    expect(isNotFound({ kind: 'APP_PAGE', status: 200, html: '<p>Tea</p>' })).toBe(false);
    expect(isNotFound({ kind: 'APP_PAGE', html: '<p>Tea</p>' })).toBe(false);
    expect(isNotFound({ kind: 'APP_ROUTE', status: 200, body: Buffer.from([1, 2]) })).toBe(false);
  });

  it('stores a page with its binary parts through JSON unchanged', () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<p>₹59</p>',
      rscData: Buffer.from([0, 1, 2, 255]),
      status: 200,
      headers: { 'x-next-cache-tags': 'product:tea,products' },
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    };
    const back = decode(JSON.parse(JSON.stringify(encode(page)))) as typeof page;
    expect(back.html).toBe(page.html);
    expect(Buffer.compare(back.rscData, page.rscData)).toBe(0);
    expect(back.headers).toEqual(page.headers);
    expect(back.segmentData.get('/_tree')?.toString()).toBe('tree');
  });
});
