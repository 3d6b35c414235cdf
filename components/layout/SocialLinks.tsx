'use client';

import { useTranslations } from 'next-intl';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from '@/components/ui/icons';
import type { Shop } from '@/lib/settings/settings';

const ICONS = {
  facebook: { Icon: FacebookIcon, label: 'Facebook' },
  instagram: { Icon: InstagramIcon, label: 'Instagram' },
  twitter: { Icon: TwitterIcon, label: 'X (Twitter)' },
  youtube: { Icon: YouTubeIcon, label: 'YouTube' },
  linkedin: { Icon: LinkedInIcon, label: 'LinkedIn' },
} as const;

/**
 * The shop's social links, in the contact bar and again in the footer. A client list of data: drawn by
 * the server, each copy was ~2 KB of the page's RSC data (five links, their classes and labels); this
 * way the page carries the five addresses and the shop's name. Its parent gives 'Header.social'.
 */
export function SocialLinks({
  links,
  shopName,
  className = '',
  size = 16,
}: {
  links: Shop['social'];
  shopName: string;
  className?: string;
  size?: number;
}) {
  const t = useTranslations('Header.social');
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => {
        const { Icon, label } = ICONS[key];
        return (
          <li key={key}>
            <a
              href={links[key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('on', { shop: shopName, network: label })}
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
