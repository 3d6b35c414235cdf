/**
 * Which of a product's pictures stands for it on cards, in the cart, in search and on an order
 * line: the one with displayOrder 1, else the lowest displayOrder (ties keep the given order).
 * Pure, so the browser (Buy Now lines) and the server share it.
 */
export type ImageRef = { imageUrl: string; displayOrder: number };

export function mainImage(images: readonly ImageRef[]): string | null {
  let best: ImageRef | null = null;
  for (const image of images) {
    if (image.displayOrder === 1) return image.imageUrl;
    if (!best || image.displayOrder < best.displayOrder) best = image;
  }
  return best?.imageUrl ?? null;
}
