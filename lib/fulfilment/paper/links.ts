/** Where a sub-order's packing slip and shipping label are downloaded: one place for the screen and the routes' tests. */
const base = (subOrderNumber: string) => `/api/v1/admin/orders/${encodeURIComponent(subOrderNumber)}`;

export const packingSlipHref = (subOrderNumber: string) => `${base(subOrderNumber)}/packing-slip`;
export const labelHref = (subOrderNumber: string) => `${base(subOrderNumber)}/label`;
