import { CheckIcon, LinkIcon, ReceiptIcon, RefundIcon, UserIcon } from '@/components/ui/icons';
import { formatRupeesShort } from '@/lib/money';
import { AFFILIATE_PATH } from '@/lib/seo/page-metadata';
import type { Shop } from '@/lib/settings/settings';
import { PageHero } from './PageHero';

const STEPS = [
  {
    Icon: UserIcon,
    title: 'Sign up',
    text: 'Apply with your name, website or social handle. We review every application within a few days.',
  },
  {
    Icon: LinkIcon,
    title: 'Share your link',
    text: 'Recommend our teas with your personal referral link. Each click is remembered for 30 days.',
  },
  {
    Icon: ReceiptIcon,
    title: 'Earn commission',
    text: 'Earn 10% on every tea product your readers buy, credited once the order is delivered.',
  },
];

const TERMS = [
  '10% commission on Tea Products',
  'Paid on the 15th of each month for the previous month',
  `Minimum payout ${formatRupeesShort(1000)}; unpaid balances roll over to the next month`,
  'Payment methods: Bank Transfer, UPI, PayPal or Razorpay',
  'Processing takes 1-3 business days',
  '30-day referral cookie',
  'Commission is calculated before taxes and shipping',
  'No earnings cap',
];

type JoinProps = { shop: Pick<Shop, 'name' | 'email'>; variant?: 'accent' | 'primary' };

function JoinNow({ shop, variant = 'accent' }: JoinProps) {
  const subject = encodeURIComponent(`Affiliate program application – ${shop.name}`);
  return (
    <a href={`mailto:${shop.email}?subject=${subject}`} className={`btn btn-${variant} px-7 py-3 text-[15px]`}>
      Join Now
    </a>
  );
}

export function AffiliateScreen({ shop }: { shop: Shop }) {
  return (
    <>
      <PageHero
        trail={[{ name: 'Affiliate Program', path: AFFILIATE_PATH }]}
        eyebrow="Partner with us"
        title="Affiliate Program"
      >
        <p>Love good tea? Recommend it and earn 10% commission on every tea product your audience buys.</p>
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
              Commission on Tea Products
            </h2>
            <p className="mt-2 max-w-xl text-leaf-100">
              Calculated on the order value before taxes and shipping, with no cap on what you can earn.
            </p>
          </div>
        </section>
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-semibold text-leaf-900 sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            {STEPS.map(({ Icon, title, text }, i) => (
              <li key={title} className="rounded-3xl border border-line bg-white p-6 shadow-card">
                <span className="flex items-center gap-3">
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-leaf-50 text-leaf-700">
                    <Icon size={22} />
                  </span>
                  <span className="text-sm font-bold uppercase tracking-wider text-honey-700">Step {i + 1}</span>
                </span>
                <h3 className="mt-4 text-xl font-semibold text-leaf-950">{title}</h3>
                <p className="mt-1.5 text-muted">{text}</p>
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
              Payout terms
            </h2>
            <p className="mt-2 text-muted">Simple, predictable and paid every month.</p>
          </div>
          <ul className="space-y-3">
            {TERMS.map((t) => (
              <li key={t} className="flex gap-3 text-[15px] text-ink">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-leaf-600" /> {t}
              </li>
            ))}
          </ul>
        </section>
        <div className="rounded-3xl bg-honey-50 px-6 py-10 text-center ring-1 ring-honey-100">
          <h2 className="text-2xl font-semibold text-leaf-950">Ready to start earning?</h2>
          <p className="mt-2 text-muted">It takes two minutes to apply.</p>
          <div className="mt-6">
            <JoinNow shop={shop} variant="primary" />
          </div>
        </div>
      </div>
    </>
  );
}
