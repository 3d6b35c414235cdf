import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/account/AuthCard';
import { CodConfirmButton } from '@/components/orders/CodConfirmButton';
import { codLinkState } from '@/lib/delivery/cod-confirmation';
import { formatIstDateTime } from '@/lib/format/ist-times';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Confirm your order', robots: { index: false, follow: false } };

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<{ token?: string | string[] }> };

const SAID: Record<string, string> = {
  invalid: 'This confirmation link is not valid. Copy the whole link from the e-mail, or confirm from your order page.',
  confirmed: 'This order is already confirmed. We will write again when it ships.',
  expired: 'This order was cancelled because it was not confirmed in time. You were not charged.',
  cancelled: 'This order was cancelled, so there is nothing to confirm.',
};

/**
 * Where the placed mail's "Confirm your order" link lands (design §13). Opening it changes nothing (mail
 * scanners open links): the buyer presses the button. Works signed out; the link's token is the key.
 */
export default async function ConfirmCodPage({ params, searchParams }: Props) {
  const { orderNumber } = await params;
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const link = await codLinkState(orderNumber, given);
  return (
    <AuthCard title="Confirm your order" subtitle={`Order ${orderNumber.toUpperCase()} · cash on delivery`}>
      <div className="space-y-4 text-sm text-ink">
        {link.state === 'waiting' ? (
          <>
            <p>
              Please confirm by <strong>{formatIstDateTime(link.confirmBy)} IST</strong>. We send the order to the
              seller only once you confirm, and cancel it if you do not.
            </p>
            <CodConfirmButton orderNumber={orderNumber} token={given} />
          </>
        ) : (
          <p role="status">{SAID[link.state]}</p>
        )}
        <Link href={`/order?number=${encodeURIComponent(orderNumber)}`} className="btn btn-outline w-full">
          View your order
        </Link>
      </div>
    </AuthCard>
  );
}
