import { useTranslations } from 'next-intl';
import type { TeamMemberDto } from '@/lib/content/team';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { MemberAvatar } from './MemberAvatar';

/** The founders' and co-founders' messages, as signed letters. */
export function FounderMessages({ founders }: { founders: TeamMemberDto[] }) {
  const t = useTranslations('Content.team');
  return (
    <section aria-labelledby="founders-heading">
      <SectionHeading id="founders-heading" eyebrow={t('foundersEyebrow')} title={t('foundersTitle')} />
      <div className="grid gap-6 lg:grid-cols-2">
        {founders.map((f) => (
          <figure
            key={f.id}
            className="relative flex flex-col rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <span aria-hidden className="absolute right-6 top-2 font-serif text-8xl leading-none text-honey-100">
              &ldquo;
            </span>
            <blockquote className="relative font-serif text-lg leading-relaxed text-leaf-950">
              <p>{f.message}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
              <MemberAvatar name={f.name} src={f.profileImage} size={56} />
              <span>
                <span className="block font-semibold text-ink">{f.name}</span>
                <span className="block text-sm text-muted">
                  {f.positionTitle}
                  {/founder/i.test(f.positionTitle) ? '' : ` · ${f.founder ? t('founder') : t('coFounder')}`}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
