/** The team directory's search, department filter and grouping: pure, shared by the page and tests. */
import type { TeamMemberDto } from '@/lib/content/team';

export type TeamCardMember = Omit<TeamMemberDto, 'message' | 'translations'>;

export const ALL_DEPARTMENTS = 'All';

export function departmentsOf(members: Pick<TeamCardMember, 'department'>[]): string[] {
  return [...new Set(members.map((m) => m.department))];
}

export function filterMembers<T extends TeamCardMember>(members: T[], search: string, department: string): T[] {
  const q = search.trim().toLowerCase();
  return members.filter(
    (m) =>
      (department === ALL_DEPARTMENTS || m.department === department) &&
      (!q || [m.name, m.positionTitle, m.department].some((field) => field.toLowerCase().includes(q))),
  );
}

export function groupByDepartment<T extends TeamCardMember>(members: T[]): { department: string; members: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const m of members) groups.set(m.department, [...(groups.get(m.department) ?? []), m]);
  return [...groups].map(([department, list]) => ({ department, members: list }));
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
