/** Product gallery images. */
import { products } from '../../lib/demo/seed-data';
import { artFor } from './art';
import { COMPOSITIONS } from './product-shots';
import { kb, writeImage } from './render';
import { rngFor } from './rng';

export async function makeProducts() {
  let total = 0;
  let largest = 0;
  for (const p of products) {
    const art = artFor(p);
    for (const [i, url] of p.images.entries()) {
      const svg = COMPOSITIONS[i % COMPOSITIONS.length](art, rngFor(`${p.slug}:${i}`));
      // Close-ups are all edges; a lower quality keeps them near the others' size.
      const size = await writeImage(url, svg, { quality: i === 1 ? 58 : 70 });
      total += size;
      largest = Math.max(largest, size);
    }
  }
  console.log(`products: ${products.length} products, ${kb(total, 0)} KB, largest ${kb(largest)} KB`);
}
