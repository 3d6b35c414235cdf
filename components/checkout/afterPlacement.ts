import { notify } from '@/lib/notify';
import type { OrderJson } from '@/lib/commerce/orders';
import { canPayNow } from '@/lib/commerce/payable';
import { localePath } from '@/lib/i18n/locales';
import { paymentWords, type PayIntl } from '@/components/payments/pay-intl';
import { payOrder } from '@/components/payments/pay-order';

type Router = { replace: (href: string) => void };

/**
 * What happens once an order exists: go to /order with the order number, replacing the checkout
 * in history (Back must not offer to place it again). A PREPAID (UPI/CARD) order first opens the payment window; closing it
 * or a failed payment leaves the order PENDING, payable later from Pay Now. `intl`: the page's language, kept.
 */
export async function afterPlacement(order: OrderJson, router: Router, intl: PayIntl): Promise<void> {
  if (canPayNow(order)) {
    const outcome = await payOrder(order.orderNumber, {
      method: order.paymentMethod === 'CARD' ? 'CARD' : 'UPI',
      intl,
    });
    if (outcome.status === 'failed') notify.error(paymentWords(intl)('panel.failed'));
  }
  router.replace(localePath(`/order?number=${encodeURIComponent(order.orderNumber)}`, intl.locale));
}
