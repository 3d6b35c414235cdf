import { CheckIcon, ClockIcon, CloseIcon, ReceiptIcon, RefundIcon, TruckIcon } from '@/components/ui/icons';
import { statusLabel } from './format';

const LOOK: Record<string, { Icon: typeof CheckIcon; tone: string }> = {
  PENDING: { Icon: ClockIcon, tone: 'bg-honey-100 text-honey-700' },
  CONFIRMED: { Icon: CheckIcon, tone: 'bg-leaf-100 text-leaf-800' },
  PROCESSING: { Icon: ReceiptIcon, tone: 'bg-leaf-100 text-leaf-800' },
  SHIPPED: { Icon: TruckIcon, tone: 'bg-leaf-100 text-leaf-800' },
  DELIVERED: { Icon: CheckIcon, tone: 'bg-leaf-700 text-white' },
  CANCELLED: { Icon: CloseIcon, tone: 'bg-spice-50 text-spice-700' },
  RETURN_REQUESTED: { Icon: RefundIcon, tone: 'bg-honey-100 text-honey-700' },
  RETURNED: { Icon: RefundIcon, tone: 'bg-sand-100 text-ink' },
  REFUNDED: { Icon: RefundIcon, tone: 'bg-sand-100 text-ink' },
};

/** Status icon and label: the shop passes the label in the page's language, the back office reads the English. */
export function StatusBadge({ status, large = false, label }: { status: string; large?: boolean; label?: string }) {
  const { Icon, tone } = LOOK[status] ?? LOOK.PENDING;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold ${tone} ${large ? 'px-4 py-1.5 text-base' : 'px-3 py-1 text-xs'}`}
      data-testid="order-status"
    >
      <Icon size={large ? 18 : 14} aria-hidden />
      {label ?? statusLabel(status)}
    </span>
  );
}
