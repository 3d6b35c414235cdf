import { sellerActions } from '@/lib/fulfilment/seller-actions';
import { paiseToRupees } from '@/lib/money';
import { FulfilmentActions } from './FulfilmentActions';

/** The fulfilment moves open to this sub-order now (lib/fulfilment/seller-actions.ts), and a refund while one is possible. */
export function FulfilmentPanel({
  subOrderNumber,
  status,
  refundablePaise,
}: {
  subOrderNumber: string;
  status: string;
  refundablePaise: number;
}) {
  const actions = sellerActions(status, { refundablePaise });
  return (
    <section aria-labelledby="fulfilment" className="rounded-2xl bg-white p-5 shadow-card">
      <h2 id="fulfilment" className="mb-3 font-semibold">
        Fulfilment
      </h2>
      {actions.length ? (
        <FulfilmentActions
          subOrderNumber={subOrderNumber}
          actions={actions}
          refundable={paiseToRupees(refundablePaise)}
        />
      ) : (
        <p className="text-sm text-muted">Nothing more to do: this part is {status.toLowerCase().replace('_', ' ')}.</p>
      )}
    </section>
  );
}
