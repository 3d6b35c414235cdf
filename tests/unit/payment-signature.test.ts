import {
  hexEquals,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  webhookSignature,
} from '@/lib/payments/signature';

/**
 * Razorpay's own published test vectors:
 * - checkout signature: razorpay-python tests/test_client_utility.py (key secret "key_secret");
 * - webhook signature: razorpay-node test/utils/razorpay-utils.spec.js (secret "123456") and
 *   razorpay-python's fake_payment_authorized_webhook.json (secret "key_secret").
 */
const CHECKOUT = {
  orderId: 'fake_order_id',
  paymentId: 'fake_payment_id',
  secret: 'key_secret',
  signature: 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
};

const NODE_WEBHOOK = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: '123456',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

// Byte for byte as Razorpay's fixture file: two-space indents and a final newline.
const PYTHON_WEBHOOK_BODY = `{
  "event": "payment.authorized",
  "entity": "event",
  "contains": [
    "payment"
  ],
  "payload": {
    "payment": {
      "entity": {
        "id": "pay_6koWN7bvxujzxM",
        "entity": "payment",
        "amount": 1000000,
        "currency": "INR",
        "status": "captured",
        "order_id": "order_100000000order",
        "international": false,
        "method": "card",
        "amount_refunded": 0,
        "refund_status": null,
        "captured": true,
        "description": "random description",
        "card_id": "card_6koWNAT6LASUqy",
        "bank": null,
        "wallet": null,
        "vpa": null,
        "email": "a@b.com",
        "contact": "+919999999999",
        "notes": {
          "merchant_order_id": "random order id"
        },
        "fee": 23000,
        "service_tax": 3000,
        "error_code": null,
        "error_description": null,
        "created_at": 1479978483
      }
    }
  },
  "created_at": 1400826760
}
`;
const PYTHON_WEBHOOK_SIGNATURE = 'd60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9';

describe('checkout signature (order_id|payment_id)', () => {
  it("matches Razorpay's documented example", () => {
    expect(paymentSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.secret)).toBe(CHECKOUT.signature);
    expect(isValidPaymentSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.signature, CHECKOUT.secret)).toBe(
      true,
    );
  });

  it('accepts the signature in upper-case hex too', () => {
    expect(
      isValidPaymentSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.signature.toUpperCase(), CHECKOUT.secret),
    ).toBe(true);
  });

  it('refuses a signature made for another order, another payment or with another secret', () => {
    const { orderId, paymentId, secret, signature } = CHECKOUT;
    expect(isValidPaymentSignature('order_other', paymentId, signature, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, 'pay_other', signature, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, signature, 'another_secret')).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    const { orderId, paymentId, secret, signature } = CHECKOUT;
    for (const bad of [
      'test_signature',
      '',
      signature.slice(0, -2),
      `${signature}00`,
      'zz'.repeat(32),
      null,
      undefined,
      42,
      {},
    ]) {
      expect(isValidPaymentSignature(orderId, paymentId, bad, secret)).toBe(false);
    }
    expect(isValidPaymentSignature(orderId, paymentId, signature, '')).toBe(false);
    expect(isValidPaymentSignature('', paymentId, signature, secret)).toBe(false);
  });
});

describe('webhook signature (raw body)', () => {
  it("matches razorpay-node's documented example", () => {
    expect(webhookSignature(NODE_WEBHOOK.body, NODE_WEBHOOK.secret)).toBe(NODE_WEBHOOK.signature);
    expect(isValidWebhookSignature(NODE_WEBHOOK.body, NODE_WEBHOOK.signature, NODE_WEBHOOK.secret)).toBe(true);
    expect(isValidWebhookSignature(NODE_WEBHOOK.body, 'sdfafds', NODE_WEBHOOK.secret)).toBe(false);
  });

  it("matches razorpay-python's payment.authorized fixture, over the exact bytes", () => {
    expect(isValidWebhookSignature(PYTHON_WEBHOOK_BODY, PYTHON_WEBHOOK_SIGNATURE, 'key_secret')).toBe(true);
    expect(
      isValidWebhookSignature(Buffer.from(PYTHON_WEBHOOK_BODY, 'utf8'), PYTHON_WEBHOOK_SIGNATURE, 'key_secret'),
    ).toBe(true);
  });

  it('fails once the body is re-serialised or altered, even if it means the same', () => {
    const reserialised = JSON.stringify(JSON.parse(PYTHON_WEBHOOK_BODY));
    expect(isValidWebhookSignature(reserialised, PYTHON_WEBHOOK_SIGNATURE, 'key_secret')).toBe(false);
    expect(isValidWebhookSignature(PYTHON_WEBHOOK_BODY.trimEnd(), PYTHON_WEBHOOK_SIGNATURE, 'key_secret')).toBe(false);
    const tampered = PYTHON_WEBHOOK_BODY.replace('"amount": 1000000', '"amount": 100');
    expect(isValidWebhookSignature(tampered, PYTHON_WEBHOOK_SIGNATURE, 'key_secret')).toBe(false);
  });

  it('refuses everything when no webhook secret is configured', () => {
    expect(isValidWebhookSignature(NODE_WEBHOOK.body, NODE_WEBHOOK.signature, '')).toBe(false);
  });
});

describe('hexEquals', () => {
  it('compares hex of equal length only', () => {
    expect(hexEquals('abcd', 'abcd')).toBe(true);
    expect(hexEquals('abcd', 'ABCD')).toBe(true);
    expect(hexEquals('abcd', 'abce')).toBe(false);
    expect(hexEquals('abcd', 'abc')).toBe(false);
    expect(hexEquals('abcd', 'abcdab')).toBe(false);
  });
});
