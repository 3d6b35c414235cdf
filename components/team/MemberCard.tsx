'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ChevronDown, LinkedInIcon, MailIcon } from '@/components/ui/icons';
import { MemberAvatar } from './MemberAvatar';
import type { TeamCardMember } from './team-filter';
import { formatIstDate } from '@/lib/format/ist';

/** A member's card; expanding it shows the join date, bio and contact links. */
export function MemberCard({
  member: m,
  expanded,
  onToggle,
}: {
  member: TeamCardMember;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('Content.team.directory');
  const locale = useLocale();
  const detailsId = `member-${m.id}-details`;
  return (
    <article
      className={`flex flex-col items-center rounded-2xl border bg-white p-5 text-center shadow-card transition ${expanded ? 'border-leaf-500' : 'border-line'}`}
    >
      <MemberAvatar name={m.name} src={m.profileImage} size={96} />
      <h4 className="mt-4 font-serif text-lg font-semibold text-leaf-950">{m.name}</h4>
      <p className="text-sm text-muted">{m.positionTitle}</p>
      {(m.founder || m.coFounder) && (
        <span className="mt-2 rounded-full bg-honey-50 px-2.5 py-0.5 text-xs font-bold text-honey-700">
          {m.founder ? t('founder') : t('coFounder')}
        </span>
      )}
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        className="btn btn-ghost mt-3 px-3 py-1.5 text-[13px]"
      >
        {expanded ? t('less') : t('more')} <span className="sr-only">{m.name}</span>
        <ChevronDown size={14} className={`transition ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <div id={detailsId} hidden={!expanded} className="mt-3 w-full border-t border-line pt-3 text-left text-sm">
        {m.joinDate && (
          <p className="text-xs font-semibold uppercase tracking-wider text-honey-700">
            {t('joined', { date: formatIstDate(m.joinDate, locale) })}
          </p>
        )}
        {m.bio && <p className="mt-2 leading-relaxed text-ink">{m.bio}</p>}
        <div className="mt-3 flex gap-2">
          {m.email && (
            <a
              href={`mailto:${m.email}`}
              aria-label={t('mail', { name: m.name })}
              className="grid h-9 w-9 place-items-center rounded-full bg-leaf-50 text-leaf-800 hover:bg-leaf-100"
            >
              <MailIcon size={16} />
            </a>
          )}
          {m.linkedIn && (
            <a
              href={m.linkedIn}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('linkedIn', { name: m.name })}
              className="grid h-9 w-9 place-items-center rounded-full bg-leaf-50 text-leaf-800 hover:bg-leaf-100"
            >
              <LinkedInIcon size={16} />
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
