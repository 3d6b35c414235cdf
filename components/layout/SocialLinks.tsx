import { getTranslations } from 'next-intl/server';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from '@/components/ui/icons';
import { getCachedShopSettings } from '@/lib/settings/cached';

const ICONS = {
  facebook: { Icon: FacebookIcon, label: 'Facebook' },
  instagram: { Icon: InstagramIcon, label: 'Instagram' },
  twitter: { Icon: TwitterIcon, label: 'X (Twitter)' },
  youtube: { Icon: YouTubeIcon, label: 'YouTube' },
  linkedin: { Icon: LinkedInIcon, label: 'LinkedIn' },
} as const;

export async function SocialLinks({ className = '', size = 16 }: { className?: string; size?: number }) {
  const [{ shop }, t] = await Promise.all([getCachedShopSettings(), getTranslations('Header.social')]);
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => {
        const { Icon, label } = ICONS[key];
        return (
          <li key={key}>
            <a
              href={shop.social[key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('on', { shop: shop.name, network: label })}
              className="social-link"
            >
              <Icon size={size} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
