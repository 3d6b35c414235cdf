import { useLocale, useTranslations } from 'next-intl';
import { PageHero } from '@/components/content/PageHero';
import type { TeamMemberDto } from '@/lib/content/team';
import { localizeTeam } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';
import { FounderMessages } from './FounderMessages';
import { OpenPositionsButton } from './OpenPositionsButton';
import { TeamDirectory } from './TeamDirectory';
import type { TeamCardMember } from './team-filter';

/** Founders' messages, then the searchable directory grouped by department, in the page's language. */
export function TeamScreen({ team: stored }: { team: TeamMemberDto[] }) {
  const t = useTranslations('Content.team');
  const team = localizeTeam(stored, useLocale() as Locale);
  const founders = team.filter((m) => (m.founder || m.coFounder) && m.message);
  const members: TeamCardMember[] = team.map(({ message: _message, translations: _words, ...m }) => ({
    ...m,
    joinDate: m.joinDate ? String(m.joinDate) : null,
  }));
  return (
    <>
      <PageHero trail={[{ name: t('crumb'), path: '/team' }]} eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('lead')}</p>
        <div className="mt-5">
          <OpenPositionsButton />
        </div>
      </PageHero>
      <div className="container-shop space-y-16 py-10 sm:py-14">
        {founders.length > 0 && <FounderMessages founders={founders} />}
        <TeamDirectory members={members} />
      </div>
    </>
  );
}
