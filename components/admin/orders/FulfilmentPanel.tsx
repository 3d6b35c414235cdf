import { sellerActions } from '@/lib/fulfilment/seller-actions';
import { paiseToRupees } from '@/lib/money';
import { FulfilmentActions } from './FulfilmentActions';
import { AdminCard } from '../AdminCard';

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
    <AdminCard id="fulfilment" title="Fulfilment" headingClassName="mb-3 font-semibold">
      {actions.length ? (
        <FulfilmentActions
          subOrderNumber={subOrderNumber}
          actions={actions}
          refundable={paiseToRupees(refundablePaise)}
        />
      ) : (
        <p className="text-sm text-muted">Nothing more to do: this part is {status.toLowerCase().replace('_', ' ')}.</p>
      )}
    </AdminCard>
  );
}
