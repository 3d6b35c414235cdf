import { codConfirmToken, codConfirmUrl, isCodConfirmToken } from '@/lib/delivery/cod-token';

describe("the COD confirmation link's token (design §13)", () => {
  it('is the same for an order every time, whatever the case of the number, and differs between orders', () => {
    expect(codConfirmToken('OT-20261126-ABCD')).toBe(codConfirmToken('ot-20261126-abcd'));
    expect(codConfirmToken('OT-20261126-ABCD')).not.toBe(codConfirmToken('OT-20261126-ABCE'));
    expect(codConfirmToken('OT-20261126-ABCD')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is accepted only for its own order, and never forged, truncated or empty', () => {
    const token = codConfirmToken('OT-20261126-ABCD');
    expect(isCodConfirmToken('OT-20261126-ABCD', token)).toBe(true);
    expect(isCodConfirmToken('OT-20261126-ABCE', token)).toBe(false);
    expect(isCodConfirmToken('OT-20261126-ABCD', token.slice(0, -1))).toBe(false);
    expect(isCodConfirmToken('OT-20261126-ABCD', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(isCodConfirmToken('OT-20261126-ABCD', '')).toBe(false);
    expect(isCodConfirmToken('OT-20261126-ABCD', null)).toBe(false);
  });

  it('goes in a link to the page with the button, never to the API', () => {
    const url = codConfirmUrl('OT-20261126-ABCD');
    expect(url).toMatch(/\/confirm-cod\/OT-20261126-ABCD\?token=[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain('/api/');
  });
});
