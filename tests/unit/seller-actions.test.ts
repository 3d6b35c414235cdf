import { sellerActions } from '@/lib/fulfilment/seller-actions';

const kinds = (status: string, refundablePaise = 0) => sellerActions(status, { refundablePaise }).map((a) => a.kind);

describe('sellerActions', () => {
  it('offers each status only the moves a seller may make from it', () => {
    expect(kinds('CONFIRMED')).toEqual(['pack', 'cancel']);
    expect(kinds('PROCESSING')).toEqual(['ship', 'cancel']);
    expect(kinds('SHIPPED')).toEqual(['deliver', 'rto']);
    expect(kinds('DELIVERED')).toEqual([]);
    expect(kinds('RETURN_REQUESTED')).toEqual(['return']);
    expect(kinds('CANCELLED')).toEqual([]);
    expect(kinds('REFUNDED')).toEqual([]);
  });

  it('names the moves as the seller knows them, with the status each leads to', () => {
    expect(sellerActions('SHIPPED', { refundablePaise: 0 })).toEqual([
      { kind: 'deliver', label: 'Mark delivered', to: 'DELIVERED' },
      { kind: 'rto', label: 'Returned to origin', to: 'RETURNED' },
    ]);
  });

  it('offers Refund whenever something paid is still refundable, and never otherwise', () => {
    expect(kinds('RETURNED', 50_000)).toEqual(['refund']);
    expect(kinds('RETURNED', 0)).toEqual([]);
    expect(kinds('CANCELLED', 100)).toEqual(['refund']);
    expect(kinds('DELIVERED', 25_000)).toEqual(['refund']);
  });

  it('offers nothing for an unknown status', () => {
    expect(kinds('COMPLETED')).toEqual([]);
  });
});
