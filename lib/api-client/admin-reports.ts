const REPORTS = '/api/v1/admin/reports';

/**
 * The report files' addresses (app/api/v1/admin/reports): downloaded through fetch by
 * components/admin/reports/useDownload, which turns a refusal into a toast.
 */
export const adminReportsApi = {
  gstCsvUrl: (month: string, sellerId: number) =>
    `${REPORTS}/gst?${new URLSearchParams({ month, sellerId: String(sellerId), format: 'csv' })}`,
  /** India dates, both included; no seller = every seller the account may see. */
  ordersCsvUrl: ({ from, to, sellerId }: { from: string; to: string; sellerId?: string }) =>
    `${REPORTS}/orders.csv?${new URLSearchParams({ from, to, ...(sellerId ? { sellerId } : {}) })}`,
};
