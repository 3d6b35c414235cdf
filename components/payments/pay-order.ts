'use client';

/**
 * Pays a PENDING prepaid order, or a COD order instead of on delivery, in the browser: asks the server for the provider order, opens the
 * provider's checkout (Razorpay's script in razorpay mode, the sandbox dialog otherwise) and sends
 * what it returns to the verify call. Imperative, like Razorpay's own checkout, so a screen needs
 * one call and no extra markup. Closing the window leaves the order PENDING, payable later.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ordersApi } from '@/lib/api-client/orders';
import { paymentsApi } from '@/lib/api-client/payments';
import { rupeesToPaise } from '@/lib/money';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { loadRazorpay, type RazorpaySuccess } from './load-razorpay';
import { paymentWords, type PayIntl } from './pay-intl';
import type { SandboxResult } from './SandboxCheckoutDialog';
import { SandboxWindow } from './SandboxWindow';

export type PayOutcome = { status: 'paid' } | { status: 'failed'; reason: string } | { status: 'dismissed' };

export async function payOrder(
  orderNumber: string,
  options: { method?: 'UPI' | 'CARD'; instead?: boolean; intl: PayIntl },
): Promise<PayOutcome> {
  let checkout: CheckoutOrder;
  try {
    // A COD order paying now instead opens its provider order for the total without the COD charge.
    checkout = await (options.instead ? ordersApi.payNow(orderNumber) : paymentsApi.open(orderNumber));
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
  // The window names the order in the page's language (the server's English reads the same on an English page).
  const words = paymentWords(options.intl);
  checkout = {
    ...checkout,
    description: words('window.description', { shop: checkout.shopName, number: orderNumber }),
  };
  const result =
    checkout.provider === 'razorpay'
      ? await openRazorpay(checkout, options.intl)
      : await openSandbox(checkout, options.intl, options.method);
  if (result.kind !== 'paid')
    return result.kind === 'failed' ? { status: 'failed', reason: result.description } : { status: 'dismissed' };
  try {
    await paymentsApi.verify({
      razorpayOrderId: result.response.razorpay_order_id,
      razorpayPaymentId: result.response.razorpay_payment_id,
      razorpaySignature: result.response.razorpay_signature,
      orderNumber,
    });
    return { status: 'paid' };
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
}

function openSandbox(checkout: CheckoutOrder, intl: PayIntl, method?: 'UPI' | 'CARD'): Promise<SandboxResult> {
  return new Promise((resolve) => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const onResult = (result: SandboxResult) => {
      root.unmount();
      host.remove();
      resolve(result);
    };
    root.render(createElement(SandboxWindow, { intl, checkout, method, onResult }));
  });
}

async function openRazorpay(checkout: CheckoutOrder, intl: PayIntl): Promise<SandboxResult> {
  const t = paymentWords(intl);
  let Razorpay;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { kind: 'failed', description: t('window.loadFailed') };
  }
  return new Promise((resolve) => {
    // Razorpay keeps its window open after a failed attempt so the shopper can retry there;
    // the failure only counts if they then close it.
    let lastFailure: string | null = null;
    const rzp = new Razorpay({
      key: checkout.key,
      amount: rupeesToPaise(checkout.amount),
      currency: checkout.currency,
      order_id: checkout.razorpayOrderId,
      name: checkout.shopName,
      description: checkout.description,
      prefill: { name: checkout.name, email: checkout.email, contact: checkout.phone },
      theme: { color: '#225c43' },
      handler: (response: RazorpaySuccess) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () => resolve(lastFailure ? { kind: 'failed', description: lastFailure } : { kind: 'dismissed' }),
      },
    });
    rzp.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? t('window.failed');
    });
    rzp.open();
  });
}
