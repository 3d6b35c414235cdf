import { useTranslations } from 'next-intl';
import { CheckIcon, LinkIcon, ReceiptIcon, RefundIcon, UserIcon } from '@/components/ui/icons';
import { formatRupeesShort } from '@/lib/money';
import { AFFILIATE_PATH } from '@/lib/seo/page-metadata';
import type { Shop } from '@/lib/settings/settings';
import { PageHero } from './PageHero';

/** The three steps; their words are Content.affiliate.steps.<key>. */
const STEPS = [
  { Icon: UserIcon, key: 'signUp' },
  { Icon: LinkIcon, key: 'share' },
  { Icon: ReceiptIcon, key: 'earn' },
] as const;

const TERMS = ['commission', 'payday', 'minimum', 'methods', 'processing', 'cookie', 'beforeTaxes', 'noCap'] as const;

type JoinProps = { shop: Pick<Shop, 'name' | 'email'>; variant?: 'accent' | 'primary' };

function JoinNow({ shop, variant = 'accent' }: JoinProps) {
  const t = useTranslations('Content.affiliate');
  const subject = encodeURIComponent(t('mailSubject', { shop: shop.name }));
  return (
    <a href={`mailto:${shop.email}?subject=${subject}`} className={`btn btn-${variant} px-7 py-3 text-[15px]`}>
      {t('join')}
    </a>
  );
}

export function AffiliateScreen({ shop }: { shop: Shop }) {
  const t = useTranslations('Content.affiliate');
  return (
    <>
      <PageHero trail={[{ name: t('crumb'), path: AFFILIATE_PATH }]} eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('lead')}</p>
        <div className="mt-6">
          <JoinNow shop={shop} />
        </div>
      </PageHero>
      <div className="container-shop space-y-14 py-12 sm:py-16">
        <section
          aria-labelledby="commission-heading"
          className="grid items-center gap-8 rounded-3xl bg-leaf-900 p-8 text-white sm:p-10 md:grid-cols-[auto_1fr]"
        >
          <p className="font-serif text-7xl font-semibold text-honey-300 sm:text-8xl">10%</p>
          <div>
            <h2 id="commission-heading" className="text-2xl font-semibold sm:text-3xl">
              {t('commissionTitle')}
            </h2>
            <p className="mt-2 max-w-xl text-leaf-100">{t('commissionText')}</p>
          </div>
        </section>
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-semibold text-leaf-900 sm:text-3xl">
            {t('howTitle')}
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            {STEPS.map(({ Icon, key }, i) => (
              <li key={key} className="rounded-3xl border border-line bg-white p-6 shadow-card">
                <span className="flex items-center gap-3">
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-leaf-50 text-leaf-700">
                    <Icon size={22} />
                  </span>
                  <span className="text-sm font-bold uppercase tracking-wider text-honey-700">
                    {t('step', { number: i + 1 })}
                  </span>
                </span>
                <h3 className="mt-4 text-xl font-semibold text-leaf-950">{t(`steps.${key}.title`)}</h3>
                <p className="mt-1.5 text-muted">{t(`steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="terms-heading"
          className="grid gap-8 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10 md:grid-cols-[1fr_1.4fr]"
        >
          <div>
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-honey-100 text-honey-700">
              <RefundIcon size={24} />
            </span>
            <h2 id="terms-heading" className="mt-4 text-2xl font-semibold text-leaf-950 sm:text-3xl">
              {t('termsTitle')}
            </h2>
            <p className="mt-2 text-muted">{t('termsLead')}</p>
          </div>
          <ul className="space-y-3">
            {TERMS.map((key) => (
              <li key={key} className="flex gap-3 text-[15px] text-ink">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-leaf-600" />{' '}
                {key === 'minimum' ? t('terms.minimum', { amount: formatRupeesShort(1000) }) : t(`terms.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <div className="rounded-3xl bg-honey-50 px-6 py-10 text-center ring-1 ring-honey-100">
          <h2 className="text-2xl font-semibold text-leaf-950">{t('readyTitle')}</h2>
          <p className="mt-2 text-muted">{t('readyText')}</p>
          <div className="mt-6">
            <JoinNow shop={shop} variant="primary" />
          </div>
        </div>
      </div>
    </>
  );
}
