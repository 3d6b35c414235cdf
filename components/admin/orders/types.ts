/** What the order screens show; the page maps the service's answer onto these. */
export type QueueRow = {
  subOrderNumber: string;
  orderNumber: string;
  status: string;
  placedAt: string;
  customer: { name: string; phone: string | null };
  seller: string;
  itemCount: number;
  total: number;
  paymentType: string;
  paymentStatus: string;
};

export type SubOrderView = {
  subOrderNumber: string;
  orderNumber: string;
  status: string;
  placedAt: string;
  seller: string;
  items: { productName: string; productSlug: string; size: string | null; quantity: number; price: number; total: number }[];
  totals: { items: number; order: number };
  customer: { name: string; email: string; phone: string | null };
  address: Record<string, string | null | undefined> | null;
  payment: { type: string; method: string; status: string; attempts: { at: string; status: string; reference: string | null; amount: number }[] };
  history: { at: string; from: string | null; to: string; actor: string; note: string | null }[];
};
