import { getTranslations } from 'next-intl/server';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { getPageShopSettings } from '@/lib/settings/cached';
import { withFullStop } from '@/lib/format/words';
import { Logo } from './Logo';
import { FooterNav } from './FooterNav';
import { SocialLinks } from './SocialLinks';

export async function Footer() {
  const [{ shop }, t] = await Promise.all([getPageShopSettings(), getTranslations('Footer')]);
  const { address } = shop;
  return (
    <footer className="mt-20 bg-leaf-950 text-leaf-100">
      <div className="container-shop grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-leaf-200">{t('about', { tagline: shop.tagline })}</p>
          <address className="mt-5 space-y-2.5 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPinIcon size={18} className="footer-icon mt-0.5" />
              <span>
                {shop.legalName}, {address.street}, {address.city}, {address.state} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-2.5">
              <PhoneIcon size={18} className="footer-icon" />
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="hover:text-white hover:underline">
                {shop.phone}
              </a>
            </p>
            <p className="flex gap-2.5">
              <MailIcon size={18} className="footer-icon" />
              <a href={`mailto:${shop.email}`} className="hover:text-white hover:underline">
                {shop.email}
              </a>
            </p>
            <p className="flex gap-2.5">
              <ClockIcon size={18} className="footer-icon" />
              <span>{shop.supportHours}</span>
            </p>
          </address>
          <SocialLinks links={shop.social} shopName={shop.name} className="-ml-2 mt-4 text-white" size={18} />
        </div>
        <FooterNav />
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line on a phone, where the back-to-top button rests, so it never covers the text. */}
        <div className="footer-end container-shop flex flex-col gap-2 pb-20 pt-5 text-xs text-leaf-200 sm:flex-row sm:items-center sm:justify-between sm:pb-5">
          <p>
            {t('copyright', {
              year: String(new Date().getFullYear()),
              legalName: withFullStop(shop.legalName),
              gstin: shop.gstin,
            })}
          </p>
          <p>{t('prices')}</p>
        </div>
      </div>
    </footer>
  );
}
