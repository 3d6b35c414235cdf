import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { Shop } from '@/lib/settings/settings';
import { ContactForm } from './ContactForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHero } from './PageHero';

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-leaf-50 text-leaf-700">{icon}</span>
      <div>
        <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-leaf-900">{title}</h2>
        <div className="mt-1 text-[15px] text-ink">{children}</div>
      </div>
    </div>
  );
}

/** Location with the map, hours, support phone and e-mail, and the contact form. */
export function ContactScreen({ shop }: { shop: Shop }) {
  const t = useTranslations('Content.contact');
  const { address } = shop;
  return (
    <>
      <PageHero trail={[{ name: t('crumb'), path: '/contact' }]} eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHero>
      <div className="container-shop grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="space-y-6">
          <div className="space-y-5 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
            <InfoRow icon={<MapPinIcon size={22} />} title={t('visit')}>
              <address className="not-italic">
                {shop.legalName}
                <br />
                {address.street}, {address.city}, {address.state} {address.postalCode}, {t('country')}
              </address>
            </InfoRow>
            <InfoRow icon={<ClockIcon size={22} />} title={t('hours')}>
              {shop.supportHours}
            </InfoRow>
            <InfoRow icon={<PhoneIcon size={22} />} title={t('phone')}>
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="text-leaf-700 hover:underline">
                {shop.phone}
              </a>
            </InfoRow>
            <InfoRow icon={<MailIcon size={22} />} title={t('email')}>
              <a href={`mailto:${shop.email}`} className="text-leaf-700 hover:underline">
                {shop.email}
              </a>
            </InfoRow>
          </div>
          <div className="overflow-hidden rounded-3xl border border-line bg-sand-100 shadow-card">
            <iframe
              src={shop.mapEmbedUrl}
              title={t('map', { shop: shop.name, city: address.city })}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="block aspect-[4/3] w-full border-0"
            />
          </div>
        </div>
        <div className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 className="text-2xl font-semibold text-leaf-950">{t('formTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('formLead')}</p>
          <ClientMessages only={['Content.contact.form']}>
            <ContactForm />
          </ClientMessages>
        </div>
      </div>
    </>
  );
}
