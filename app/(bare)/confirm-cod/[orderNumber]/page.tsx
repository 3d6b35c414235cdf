import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CodConfirmButton } from '@/components/orders/CodConfirmButton';
import { codLinkState } from '@/lib/delivery/cod-confirmation';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { Link } from '@/lib/i18n/navigation';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { translator } from '@/lib/i18n/translator';

export const dynamic = 'force-dynamic';
export const generateMetadata = privatePageMetadata((locale) => translator(locale, 'Orders')('meta.confirmCod'));

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where the placed mail's "Confirm your order" link lands (design §13). Opening it changes nothing (mail
 * scanners open links): the buyer presses the button. Works signed out; the link's token is the key.
 */
export default async function ConfirmCodPage({ params, searchParams }: Props) {
  const { orderNumber } = await params;
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const [link, t, locale] = await Promise.all([
    codLinkState(orderNumber, given),
    getTranslations('Orders.confirmPage'),
    getLocale(),
  ]);
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle', { number: orderNumber.toUpperCase() })}>
      <div className="space-y-4 text-sm text-ink">
        {link.state === 'waiting' ? (
          <>
            <p>
              {t.rich('waiting', {
                when: formatIstDateTime(link.confirmBy, locale),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <ClientMessages only={['Orders']}>
              <CodConfirmButton orderNumber={orderNumber} token={given} />
            </ClientMessages>
          </>
        ) : (
          <p role="status">{t(link.state)}</p>
        )}
        <Link href={`/order?number=${encodeURIComponent(orderNumber)}`} className="btn btn-outline w-full">
          {t('view')}
        </Link>
      </div>
    </AuthCard>
  );
}
