import { AdminListPage } from '@/components/admin/AdminListPage';
import { requireAdminPage, type StaffPageUser } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';
import type { Page, Paging } from '@/lib/validation/paging';
import { BannerForm } from './BannerForm';
import { BannerList } from './BannerList';
import { PageList } from './PageList';
import { TeamList } from './TeamList';
import { TeamMemberForm } from './TeamMemberForm';

/** These lists are short: a screen shows every entry at once. */
const all = async <T,>(service: { list(user: StaffPageUser, paging: Paging): Promise<Page<T>> }, user: StaffPageUser) =>
  (await service.list(user, { page: 1, size: 100 })).items;

/** What each unpaged content screen says, where it adds an entry, and its list. */
const screens = {
  banners: {
    title: 'Banners',
    description:
      "Order 1 and 2 are the side tiles beside the slider (top, then bottom); 3 and up are the slider's slides, in turn.",
    newForm: { title: 'New banner', form: <BannerForm /> },
    list: async (user: StaffPageUser) => <BannerList banners={await all(adminContent.banners, user)} />,
  },
  team: {
    title: 'Team',
    description: 'The people on the team page, by department and order.',
    newForm: { title: 'New team member', form: <TeamMemberForm /> },
    list: async (user: StaffPageUser) => <TeamList members={await all(adminContent.team, user)} />,
  },
  pages: {
    title: 'Pages',
    description: 'The pages linked from the header and footer.',
    newLink: { href: '/admin/content/pages/new', label: 'New page' },
    list: async (user: StaffPageUser) => <PageList pages={await all(adminContent.pages, user)} />,
  },
};

/** An unpaged content list screen (banners, team, pages), for admins only. */
export async function ContentListScreen({ kind }: { kind: keyof typeof screens }) {
  const { list, ...screen } = screens[kind];
  const user = await requireAdminPage(`/admin/content/${kind}`);
  return <AdminListPage {...screen}>{await list(user)}</AdminListPage>;
}
