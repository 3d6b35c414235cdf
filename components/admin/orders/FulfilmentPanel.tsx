import { sellerActions } from '@/lib/fulfilment/seller-actions';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { paiseToRupees } from '@/lib/money';
import { FulfilmentActions } from './FulfilmentActions';
import { AdminCard } from '../AdminCard';

/** The fulfilment moves open to this sub-order now (lib/fulfilment/seller-actions.ts), and a refund while one is possible. */
export function FulfilmentPanel({
  subOrderNumber,
  status,
  refundablePaise,
  returnedToOriginAt,
}: {
  subOrderNumber: string;
  status: string;
  refundablePaise: number;
  returnedToOriginAt: string | null;
}) {
  const actions = sellerActions(status, { refundablePaise });
  return (
    <AdminCard id="fulfilment" title="Fulfilment" headingClassName="mb-3 font-semibold">
      {returnedToOriginAt && (
        <p className="mb-3 text-sm font-medium">Returned to origin on {formatIstDateTime(returnedToOriginAt)}</p>
      )}
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
