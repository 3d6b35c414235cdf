/** The tax invoice and credit note as issued (stored whole in invoices.document, served as JSON). */
import type { TaxLine, TaxTotals } from './tax';

export type Party = { name: string; address: string; state: string; stateCode: string | null; gstin: string | null };

export type InvoiceDocument = {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  title: string;
  number: string;
  date: string;
  subOrderNumber: string;
  orderNumber: string;
  supplier: Party;
  recipient: Party;
  placeOfSupply: { state: string; stateCode: string | null };
  intraState: boolean;
  reverseCharge: false;
  lines: TaxLine[];
  totals: TaxTotals;
  /** a credit note's invoice */
  against?: { number: string; date: string };
  reason?: string;
  signatory: string;
  /** the shop's name when issued ("Sold through …"); documents issued before it was kept have none */
  soldThrough?: string;
};
