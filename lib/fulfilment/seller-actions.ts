/**
 * Which fulfilment actions the back office offers on a sub-order: the moves the state machine
 * lets a seller make from its status, and a refund while something paid is still refundable.
 * The sub-order page shows exactly these; the API refuses anything else on its own.
 */
import { canActorTransition, type OrderStatus } from '../commerce/order-state';

export type SellerActionKind = 'pack' | 'ship' | 'deliver' | 'rto' | 'return' | 'cancel' | 'refund';
export type SellerAction = { kind: SellerActionKind; label: string; to: OrderStatus | null };

/** In the order a seller meets them; a move appears only where the machine allows it from the status. */
const MOVES: readonly (SellerAction & { from?: OrderStatus; to: OrderStatus })[] = [
  { kind: 'pack', label: 'Start packing', to: 'PROCESSING' },
  { kind: 'ship', label: 'Ship', to: 'SHIPPED' },
  { kind: 'deliver', label: 'Mark delivered', to: 'DELIVERED' },
  { kind: 'rto', label: 'Returned to origin', from: 'SHIPPED', to: 'RETURNED' },
  { kind: 'return', label: 'Mark returned', from: 'RETURN_REQUESTED', to: 'RETURNED' },
  { kind: 'cancel', label: 'Cancel', to: 'CANCELLED' },
];

export function sellerActions(status: string, { refundablePaise }: { refundablePaise: number }): SellerAction[] {
  const moves = MOVES.filter((m) => (!m.from || m.from === status) && canActorTransition(status, m.to, 'seller')).map(
    ({ kind, label, to }) => ({ kind, label, to }),
  );
  return refundablePaise > 0 ? [...moves, { kind: 'refund', label: 'Refund', to: null }] : moves;
}
