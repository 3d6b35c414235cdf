import { TeamScreen } from '@/components/team/TeamScreen';
import { getCachedTeam } from '@/lib/content/cached';
import { catchAllRoute } from '@/lib/routing/catch-all';
import { teamMetadata } from '@/lib/seo/page-metadata';

/* /team: rendered on first request, then cached under the 'team' tag (docs/decisions.md). */
export const revalidate = 86400;

const route = catchAllRoute({
  // Served complete from the cache: no artificial delay and no skeleton.
  index: { metadata: teamMetadata, render: async () => <TeamScreen team={await getCachedTeam()} /> },
  missing: 'Page not found',
});

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
