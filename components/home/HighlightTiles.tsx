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
        <div key={title} className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:p-5">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-leaf-50 text-leaf-700">
            <Icon size={24} />
          </span>
          <span>
            <span className="block text-[13px] font-bold tracking-wide text-leaf-900">{title}</span>
            <span className="mt-0.5 block text-[13px] leading-snug text-muted">{text}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
