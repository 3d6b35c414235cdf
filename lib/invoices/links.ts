/** Where a sub-order's tax documents are read (app/invoice): one place for the shopper's and the back office's links. */
export const invoiceHref = (subOrderNumber: string) => `/invoice/${subOrderNumber}`;

export const creditNoteHref = (subOrderNumber: string, number: string) =>
  `/invoice/${subOrderNumber}/credit-note?number=${encodeURIComponent(number)}`;
