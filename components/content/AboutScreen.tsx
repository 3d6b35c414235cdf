import { useTranslations } from 'next-intl';
import { GlobeIcon, LeafIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import type { Shop } from '@/lib/settings/settings';
import { CtaLinks } from './CtaLinks';
import { PageHero } from './PageHero';

/** The three stories, each two paragraphs: their words are Content.about.sections.<key>. */
const SECTIONS = ['philosophy', 'commitment', 'legacy'] as const;

const PROMISES = [
  { Icon: LeafIcon, key: 'organic' },
  { Icon: ShieldIcon, key: 'tested' },
  { Icon: TruckIcon, key: 'fresh' },
  { Icon: GlobeIcon, key: 'worldwide' },
] as const;

export function AboutScreen({ shop }: { shop: Shop }) {
  const t = useTranslations('Content.about');
  return (
    <>
      <PageHero
        trail={[{ name: t('crumb'), path: '/about' }]}
        eyebrow={t('eyebrow', { shop: shop.name })}
        title={t('title')}
      >
        {t('lead', { tagline: shop.tagline })}
      </PageHero>
      <div className="container-shop space-y-16 py-12 sm:py-16">
        <div className="grid gap-6 md:grid-cols-3">
          {SECTIONS.map((key, i) => (
            <section
              key={key}
              aria-labelledby={`about-${i}`}
              className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <span
                className="grid h-10 w-10 place-items-center rounded-full bg-honey-100 font-serif text-lg font-semibold text-honey-700"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="eyebrow mt-5">{t(`sections.${key}.eyebrow`)}</p>
              <h2 id={`about-${i}`} className="mt-1 text-2xl font-semibold text-leaf-950">
                {t(`sections.${key}.title`)}
              </h2>
              {(['p1', 'p2'] as const).map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-ink/90">
                  {t(`sections.${key}.${p}`)}
                </p>
              ))}
            </section>
          ))}
        </div>
        <section aria-labelledby="promises-heading" className="rounded-3xl bg-leaf-900 px-6 py-10 text-white sm:px-10">
          <h2 id="promises-heading" className="text-2xl font-semibold sm:text-3xl">
            {t('promisesTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ Icon, key }) => (
              <li key={key} className="flex gap-3">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-white/10 text-honey-300">
                  <Icon size={22} />
                </span>
                <span>
                  <span className="block font-semibold">{t(`promises.${key}.title`)}</span>
                  <span className="mt-0.5 block text-sm text-leaf-100">{t(`promises.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col items-center gap-4 text-center">
          <p className="font-serif text-2xl font-semibold text-leaf-950">{t('cta')}</p>
          <CtaLinks
            primary={{ href: '/products', label: t('shopAll') }}
            secondary={{ href: '/team', label: t('meetTeam') }}
          />
        </div>
      </div>
    </>
  );
}
