import { discountPercent, formatRupeesShort } from '@/lib/money';

/** Selling price, with the original struck through when it is discounted, so the saving is visible. */
export function Price({
  sellingPrice,
  productPrice,
  size = 'md',
}: {
  sellingPrice: number;
  productPrice: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const off = discountPercent(productPrice, sellingPrice);
  const main = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' }[size];
  return (
    <span className="price">
      <span className={`price-now ${main}`}>
        <span className="sr-only">Price </span>
        {formatRupeesShort(sellingPrice)}
      </span>
      {off > 0 && (
        <s className={`${size === 'lg' ? 'text-lg' : 'text-sm'} text-muted`}>
          <span className="sr-only">Original price </span>
          {formatRupeesShort(productPrice)}
        </s>
      )}
    </span>
  );
}
