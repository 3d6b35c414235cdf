import { GlobeIcon, HeadsetIcon, RefundIcon, ShieldIcon } from '@/components/ui/icons';

/** The four fixed promises (fixed texts, not CMS content); the support hours are the shop's one setting. */
const tiles = (supportHours: string) => [
  { Icon: GlobeIcon, title: 'GLOBAL EXPORT', text: 'Worldwide shipping to 100+ countries' },
  { Icon: RefundIcon, title: 'MONEY BACK GUARANTEE', text: 'Full refunds within 14 business days' },
  { Icon: HeadsetIcon, title: 'DEDICATED SUPPORT', text: supportHours },
  { Icon: ShieldIcon, title: 'SECURE TRANSACTIONS', text: 'Enterprise-grade SSL encryption' },
];

export function HighlightTiles({ supportHours }: { supportHours: string }) {
  return (
    <section aria-label="Why shop with us" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles(supportHours).map(({ Icon, title, text }) => (
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
