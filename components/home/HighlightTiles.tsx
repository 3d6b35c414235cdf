import { useTranslations } from 'next-intl';
import { GlobeIcon, HeadsetIcon, RefundIcon, ShieldIcon } from '@/components/ui/icons';
import type { Messages } from '@/messages';

type Words = (key: keyof Messages['Home']['highlights']) => string;

/** The four fixed promises (fixed texts, not CMS content); the support hours are the shop's one setting. */
const tiles = (t: Words, supportHours: string) => [
  { Icon: GlobeIcon, title: t('exportTitle'), text: t('exportText') },
  { Icon: RefundIcon, title: t('refundTitle'), text: t('refundText') },
  { Icon: HeadsetIcon, title: t('supportTitle'), text: supportHours },
  { Icon: ShieldIcon, title: t('secureTitle'), text: t('secureText') },
];

export function HighlightTiles({ supportHours }: { supportHours: string }) {
  const t = useTranslations('Home.highlights');
  return (
    <section aria-label={t('label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles(t, supportHours).map(({ Icon, title, text }) => (
        <div key={title} className="highlight-tile">
          <span className="highlight-icon">
            <Icon size={24} />
          </span>
          <span>
            <span className="highlight-title">{title}</span>
            <span className="highlight-text">{text}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
