import { GlobeIcon, HeadsetIcon, RefundIcon, ShieldIcon } from '@/components/ui/icons';

/** The four fixed promises (fixed texts, not CMS content). */
const TILES = [
  { Icon: GlobeIcon, title: 'GLOBAL EXPORT', text: 'Worldwide shipping to 100+ countries' },
  { Icon: RefundIcon, title: 'MONEY BACK GUARANTEE', text: 'Full refunds within 14 business days' },
  { Icon: HeadsetIcon, title: 'DEDICATED SUPPORT', text: '10am to 4pm, on working days' },
  { Icon: ShieldIcon, title: 'SECURE TRANSACTIONS', text: 'Enterprise-grade SSL encryption' },
];

export function HighlightTiles() {
  return (
    <section aria-label="Why shop with us" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ Icon, title, text }) => (
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
