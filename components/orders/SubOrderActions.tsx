import { useLocale, useTranslations } from 'next-intl';
import type { SubOrderJson } from '@/lib/commerce/orders';
import { canAskReturn } from '@/lib/fulfilment/rules';
import { creditNoteHref, invoiceHref } from '@/lib/invoices/links';
import { OrderActionDialog } from './OrderActionDialog';
import { formatIstDateTime } from '@/lib/format/ist-times';

/** Under a seller's part: its tax invoice, a credit note per refund, and a return while the window is open. */
export function SubOrderActions({ sub, orderNumber }: { sub: SubOrderJson; orderNumber: string }) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const returnable = canAskReturn(sub);
  if (!sub.hasInvoice && !returnable) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      {sub.hasInvoice && (
        <a href={invoiceHref(sub.subOrderNumber)} target="_blank" rel="noopener" className="btn btn-ghost h-9">
          {t('sub.invoice')}
        </a>
      )}
      {sub.creditNotes.map((number) => (
        <a
          key={number}
          href={creditNoteHref(sub.subOrderNumber, number)}
          target="_blank"
          rel="noopener"
          className="btn btn-ghost h-9"
        >
          {sub.creditNotes.length > 1 ? t('sub.creditNoteNumber', { number }) : t('sub.creditNote')}
        </a>
      ))}
      {returnable && (
        <>
          <OrderActionDialog
            orderNumber={orderNumber}
            path="return"
            extra={{ subOrderNumber: sub.subOrderNumber }}
            reasonRequired
            label={t('return.label')}
            confirm={t('return.confirm')}
            title={t('return.title', { number: sub.subOrderNumber })}
            explain={t('return.explain')}
            done={t('return.done')}
          />
          <span className="text-muted">{t('return.by', { date: formatIstDateTime(sub.returnBy!, locale) })}</span>
        </>
      )}
    </div>
  );
}
