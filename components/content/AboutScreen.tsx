import { GlobeIcon, LeafIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import type { Shop } from '@/lib/settings/settings';
import { CtaLinks } from './CtaLinks';
import { PageHero } from './PageHero';

const SECTIONS = [
  {
    eyebrow: 'Our philosophy',
    title: 'Good food starts with the soil',
    text: [
      'We believe a cup of tea should taste of the garden it came from. That means organic growing, small batches and as few hands as possible between the farmer and your kitchen.',
      'Every tea, honey and spice we sell is traceable to the estate, forest collective or farm that produced it, and we tell you where on the label.',
    ],
  },
  {
    eyebrow: 'Our commitment',
    title: 'Fair to growers, honest with you',
    text: [
      'We pay growers above market rates and buy directly, without commission agents, so more of what you pay reaches the people who do the work.',
      'Prices on our site include all taxes, delivery charges are shown before you pay, and if something is not right we refund it — no fine print.',
    ],
  },
  {
    eyebrow: 'Our legacy',
    title: 'Rooted in Assam since the first flush',
    text: [
      'We began as a family of tea tasters in Guwahati, sending parcels of first-flush Assam to friends across the country. Word spread, and so did our list of partner farms: Darjeeling and Nilgiri estates, forest honey collectors in the Sundarbans, spice growers in Kerala.',
      'Today the same tasting table decides what goes on sale. If we would not brew it at home, we do not sell it.',
    ],
  },
];

const PROMISES = [
  { Icon: LeafIcon, title: 'Certified organic', text: 'Grown without synthetic pesticides or fertilisers.' },
  { Icon: ShieldIcon, title: 'Tested every batch', text: 'Lab-checked for purity before it is packed.' },
  { Icon: TruckIcon, title: 'Packed fresh', text: 'Dispatched usually within 24 hours of your order.' },
  { Icon: GlobeIcon, title: 'Shipped worldwide', text: 'From Indian farms to 100+ countries.' },
];

export function AboutScreen({ shop }: { shop: Shop }) {
  return (
    <>
      <PageHero
        trail={[{ name: 'About Us', path: '/about' }]}
        eyebrow={`About ${shop.name}`}
        title="From Indian farms to your cup"
      >
        {shop.tagline}, bought directly from the people who grow it.
      </PageHero>
      <div className="container-shop space-y-16 py-12 sm:py-16">
        <div className="grid gap-6 md:grid-cols-3">
          {SECTIONS.map((s, i) => (
            <section
              key={s.eyebrow}
              aria-labelledby={`about-${i}`}
              className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <span
                className="grid h-10 w-10 place-items-center rounded-full bg-honey-100 font-serif text-lg font-semibold text-honey-700"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="eyebrow mt-5">{s.eyebrow}</p>
              <h2 id={`about-${i}`} className="mt-1 text-2xl font-semibold text-leaf-950">
                {s.title}
              </h2>
              {s.text.map((t) => (
                <p key={t.slice(0, 20)} className="mt-3 leading-relaxed text-ink/90">
                  {t}
                </p>
              ))}
            </section>
          ))}
        </div>
        <section aria-labelledby="promises-heading" className="rounded-3xl bg-leaf-900 px-6 py-10 text-white sm:px-10">
          <h2 id="promises-heading" className="text-2xl font-semibold sm:text-3xl">
            What you can count on
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-white/10 text-honey-300">
                  <Icon size={22} />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-0.5 block text-sm text-leaf-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col items-center gap-4 text-center">
          <p className="font-serif text-2xl font-semibold text-leaf-950">Taste the difference for yourself</p>
          <CtaLinks
            primary={{ href: '/products', label: 'Shop all products' }}
            secondary={{ href: '/team', label: 'Meet our team' }}
          />
        </div>
      </div>
    </>
  );
}
