import type { CartItemJson } from '@/lib/commerce/cart';
import type { ShownLine } from '@/lib/commerce/lines';

export function fromCartItem(item: CartItemJson): ShownLine {
  return {
    productId: item.productId,
    variantId: item.variantId,
    slug: item.slug,
    title: item.title,
    size: item.size,
    image: item.image,
    quantity: item.quantity,
    sellingPrice: item.sellingPrice,
    productPrice: item.productPrice,
    stock: item.inventoryDetails.stockQuantity,
  };
}
