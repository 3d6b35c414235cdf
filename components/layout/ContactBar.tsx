import { getTranslations } from 'next-intl/server';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { formatRupeesShort, paiseToRupees } from '@/lib/money';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LiveClock } from './LiveClock';
import { SocialLinks } from './SocialLinks';

/** Above the header on every page: the clock, the shop's phone and e-mail, the free-delivery threshold. */
export async function ContactBar() {
  const [{ shop, rates }, t] = await Promise.all([getCachedShopSettings(), getTranslations('Header.contact')]);
  return (
    <div className="bg-leaf-900 text-[13px] text-leaf-50">
      <div className="container-shop flex h-9 items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <span className="hidden items-center gap-1.5 md:flex">
            <ClockIcon size={15} className="text-honey-300" />
            <LiveClock />
          </span>
          <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="contact-link flex">
            <PhoneIcon size={15} className="text-honey-300" />
            <span>{shop.phone}</span>
          </a>
          <a href={`mailto:${shop.email}`} className="contact-link hidden sm:flex">
            <MailIcon size={15} className="text-honey-300" />
            <span>{shop.email}</span>
          </a>
        </div>
        <div className="flex items-center gap-3 max-[389px]:gap-1">
          <LanguageSwitcher className="px-2 text-honey-200 hover:bg-leaf-800 hover:text-white" />
          <span className="hidden text-leaf-200 lg:inline">
            {t('freeDelivery', { amount: formatRupeesShort(paiseToRupees(rates.freeDeliveryThresholdPaise)) })}
          </span>
          <SocialLinks links={shop.social} shopName={shop.name} className="-mr-2" size={15} />
        </div>
      </div>
    </div>
  );
}
