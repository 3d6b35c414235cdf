'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChevronDown, SearchIcon } from '@/components/ui/icons';
import { Options } from '@/components/ui/form/Options';
import { MemberCard } from './MemberCard';
import { ALL_DEPARTMENTS, departmentsOf, filterMembers, groupByDepartment, type TeamCardMember } from './team-filter';

/**
 * Search and department filter over the team, grouped by department in collapsible groups (all
 * open at first); one member card is expanded at a time.
 */
export function TeamDirectory({ members }: { members: TeamCardMember[] }) {
  const t = useTranslations('Content.team.directory');
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [expanded, setExpanded] = useState<number | null>(null);
  const departments = useMemo(() => departmentsOf(members), [members]);
  const groups = groupByDepartment(filterMembers(members, search, department));

  const toggleGroup = (name: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <section aria-labelledby="directory-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow mb-1">{t('eyebrow')}</p>
          <h2 id="directory-heading" className="text-2xl font-semibold text-leaf-900 sm:text-3xl">
            {t('title')}
          </h2>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <label className="relative block sm:w-64">
            <span className="sr-only">{t('search')}</span>
            <SearchIcon
              size={18}
              className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('placeholder')}
              className="field rounded-full pl-10"
            />
          </label>
          <label className="block">
            <span className="sr-only">{t('department')}</span>
            <select
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
              className="field rounded-full sm:w-52"
            >
              <option value={ALL_DEPARTMENTS}>{t('all')}</option>
              <Options options={departments} />
            </select>
          </label>
        </div>
      </div>
      {groups.length === 0 ? (
        <p
          role="status"
          className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center text-muted"
        >
          {t('none')}
        </p>
      ) : (
        <div className="space-y-8">
          {groups.map((g) => {
            const open = !collapsed.has(g.department);
            // By its place among all departments: a name in Devanagari has no letters an id could keep.
            const panelId = `dept-${departments.indexOf(g.department)}`;
            return (
              <div key={g.department}>
                <h3>
                  <button
                    type="button"
                    onClick={() => toggleGroup(g.department)}
                    aria-expanded={open}
                    aria-controls={panelId}
                    className="flex w-full items-center justify-between border-b border-line pb-2 text-left font-serif text-xl font-semibold text-leaf-900 hover:text-leaf-700"
                  >
                    <span>
                      {g.department}{' '}
                      <span className="font-sans text-sm font-normal text-muted">({g.members.length})</span>
                    </span>
                    <ChevronDown size={20} className={`transition ${open ? 'rotate-180' : ''}`} />
                  </button>
                </h3>
                <div
                  id={panelId}
                  hidden={!open}
                  className="mt-5 grid grid-cols-1 items-start gap-5 sm:grid-cols-2 lg:grid-cols-4"
                >
                  {g.members.map((m) => (
                    <MemberCard
                      key={m.id}
                      member={m}
                      expanded={expanded === m.id}
                      onToggle={() => setExpanded((id) => (id === m.id ? null : m.id))}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
