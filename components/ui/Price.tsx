import { discountPercent, formatRupeesShort } from '@/lib/money';
import { useCommonWords } from './useCommonWords';

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
  const word = useCommonWords();
  const off = discountPercent(productPrice, sellingPrice);
  const main = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' }[size];
  return (
    <span className="price">
      <span className={`price-now ${main}`}>
        <span className="sr-only">{`${word('price')} `}</span>
        {formatRupeesShort(sellingPrice)}
      </span>
      {off > 0 && (
        <s className={`${size === 'lg' ? 'text-lg' : 'text-sm'} text-muted`}>
          <span className="sr-only">{`${word('originalPrice')} `}</span>
          {formatRupeesShort(productPrice)}
        </s>
      )}
    </span>
  );
}
