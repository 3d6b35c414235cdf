import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import {
  FacebookIcon,
  LinkedInIcon,
  MailIcon,
  PinterestIcon,
  RedditIcon,
  TelegramIcon,
  TwitterIcon,
  WhatsAppIcon,
} from '@/components/ui/icons';
import { CopyLinkButton } from './CopyLinkButton';
import { shareLinks } from './share-links';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  linkedin: LinkedInIcon,
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  reddit: RedditIcon,
  pinterest: PinterestIcon,
  email: MailIcon,
};

/** Share buttons: plain links (they work without JavaScript), plus copy link (its words: the blog layout's 'Blog.share'). */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const t = useTranslations('Blog.share');
  const button =
    'grid h-10 w-10 place-items-center rounded-full border border-line bg-white text-leaf-800 transition hover:border-leaf-500 hover:bg-leaf-50';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('group')}>
      <span className="mr-1 text-sm font-semibold text-muted">{t('label')}</span>
      {shareLinks(url, title).map(({ key, label, href }) => {
        const Icon = ICONS[key];
        const network = key === 'email' ? t('email') : label;
        return (
          <a
            key={key}
            href={href}
            {...(key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            aria-label={t('on', { network })}
            title={t('on', { network })}
            className={button}
          >
            <Icon size={18} />
          </a>
        );
      })}
      <CopyLinkButton url={url} className={button} />
    </div>
  );
}
