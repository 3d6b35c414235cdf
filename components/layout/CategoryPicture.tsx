import { Img } from '@/components/ui/Img';
import type { CategoryDto } from '@/lib/catalog/categories';

/** A category's square picture beside its name, when it has one; decorative, as the name says what it is. */
export function CategoryPicture({
  category,
  size,
  className,
}: {
  category: Pick<CategoryDto, 'imageUrl'>;
  size: number;
  className: string;
}) {
  if (!category.imageUrl) return null;
  return <Img src={category.imageUrl} alt="" width={size} height={size} className={className} />;
}
