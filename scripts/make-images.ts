/**
 * Draws the demo store's artwork as SVG and renders it to small WebP files with sharp:
 * product shots, category tiles, banners, blog covers, team portraits and the default
 * Open Graph image. Everything is original, generated here from the seed data, and
 * deterministic (seeded by slug), so re-running gives the same pictures.
 * The drawing code lives in scripts/images/.
 *
 *   npx tsx scripts/make-images.ts            all images
 *   npx tsx scripts/make-images.ts products   one group (products|categories|banners|blog|team|og)
 */
import { makeBanners } from './images/banners';
import { makeBlog } from './images/blog';
import { makeCategories } from './images/categories';
import { makeOg } from './images/og';
import { makeProducts } from './images/products';
import { makeTeam } from './images/team';

const GROUPS: Record<string, () => Promise<void>> = {
  products: makeProducts,
  categories: makeCategories,
  banners: makeBanners,
  blog: makeBlog,
  team: makeTeam,
  og: makeOg,
};

async function main() {
  const wanted = process.argv.slice(2);
  for (const [name, run] of Object.entries(GROUPS)) {
    if (wanted.length === 0 || wanted.includes(name)) await run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
