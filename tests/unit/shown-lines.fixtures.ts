import type { ShownLine } from '@/lib/commerce/lines';

/** A cart line of tea at ₹400 (MRP ₹500). */
export const teaLine = (quantity: number): ShownLine => ({
  productId: 7,
  variantId: 70,
  slug: 'tea',
  title: 'Tea',
  size: '100 g',
  image: null,
  quantity,
  sellingPrice: 400,
  productPrice: 500,
  stock: 10,
});
