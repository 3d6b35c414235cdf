import { TeamScreen } from '@/components/team/TeamScreen';
import { getCachedTeam } from '@/lib/content/cached';
import { catchAllRoute, noStaticParams } from '@/lib/routing/catch-all';
import { teamMetadata } from '@/lib/seo/page-metadata';

/* /team: rendered on first request, then cached under the 'team' tag (docs/decisions.md). */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

const route = catchAllRoute({
  // Served complete from the cache: no artificial delay and no skeleton.
  index: { metadata: teamMetadata, render: async () => <TeamScreen team={await getCachedTeam()} /> },
  missing: 'Page not found',
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
