import { useTranslations } from 'next-intl';
import { GlobeIcon, HeadsetIcon, RefundIcon, ShieldIcon } from '@/components/ui/icons';
import type { Messages } from '@/messages';

type Words = (key: keyof Messages['Home']['highlights']) => string;

/** The four fixed promises (fixed texts, not CMS content); the support hours are the shop's one setting. */
const tiles = (t: Words, supportHours: string) => [
  { key: 'export', Icon: GlobeIcon, title: t('exportTitle'), text: t('exportText') },
  { key: 'refund', Icon: RefundIcon, title: t('refundTitle'), text: t('refundText') },
  { key: 'support', Icon: HeadsetIcon, title: t('supportTitle'), text: supportHours },
  { key: 'secure', Icon: ShieldIcon, title: t('secureTitle'), text: t('secureText') },
];

export function HighlightTiles({ supportHours }: { supportHours: string }) {
  const t = useTranslations('Home.highlights');
  return (
    <section aria-label={t('label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {/* Keyed by a short name, not the title: a key is sent with the page's data, and a Hindi title is 3 bytes a letter. */}
      {tiles(t, supportHours).map(({ key, Icon, title, text }) => (
        <div key={key} className="highlight-tile">
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
