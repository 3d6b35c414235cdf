import type { SeedBlogPost } from '../types';
import { brewDarjeeling, firstVsSecondFlush, greenTeaMistakes, masalaChaiRecipe } from './tea-posts';
import { honeyCrystallises, honeyPurity } from './honey-posts';
import { lakadongStory, monsoonKadhaDraft, saffronGuide, storingSpices } from './spice-posts';

/** Nine published articles and one draft (publishedAt null, never served). */
export const blogPosts: SeedBlogPost[] = [
  brewDarjeeling,
  saffronGuide,
  masalaChaiRecipe,
  honeyCrystallises,
  honeyPurity,
  storingSpices,
  lakadongStory,
  firstVsSecondFlush,
  greenTeaMistakes,
  monsoonKadhaDraft,
];
