/**
 * Razorpay's checkout script, loaded on demand (docs/payments.md) the first time a shopper pays, never
 * on page load, so pages that do not take payments carry none of it.
 */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayFailure = { error?: { description?: string; metadata?: { payment_id?: string } } };
export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};
export type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', cb: (r: RazorpayFailure) => void) => void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  const w = window as unknown as { Razorpay?: RazorpayConstructor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error('Razorpay checkout did not load.')));
    script.onerror = () => reject(new Error('Razorpay checkout did not load.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later click may try again
    throw error;
  });
  return loading;
}
