import { toListingProduct, type ListingProduct } from '@/lib/catalog/listing';
import { getCachedCategoryTree, getCachedProducts } from '@/lib/catalog/cached';
import { isVideoUrl, splitBanners } from '@/lib/content/banner-places';
import type { BannerDto } from '@/lib/content/banners';
import { getCachedBanners, getCachedPosts } from '@/lib/content/cached';
import { discountPercent } from '@/lib/money';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { BannerSlider } from './BannerSlider';
import { BlogTeaser } from './BlogTeaser';
import { CategoryStrip } from './CategoryStrip';
import { DealsOfWeek } from './DealsOfWeek';
import { HighlightTiles } from './HighlightTiles';
import { ProductTabs } from './ProductTabs';
import { SideBanners } from './SideBanners';
import type { Slide } from './SlideContent';

const toSlide = ({ displayOrder: _order, ...b }: BannerDto): Slide => ({ ...b, isVideo: isVideoUrl(b.imageUrl) });

/** The week's deals: the deepest discounts among products in stock. */
function pickDeals(products: ListingProduct[]) {
  return products
    .filter((p) => p.stock > 0 && discountPercent(p.productPrice, p.sellingPrice) > 0)
    .sort((a, b) => discountPercent(b.productPrice, b.sellingPrice) - discountPercent(a.productPrice, a.sellingPrice))
    .slice(0, 5);
}

export async function HomePage() {
  const [banners, products, posts, categories, { shop }] = await Promise.all([
    getCachedBanners(),
    getCachedProducts(),
    getCachedPosts(),
    getCachedCategoryTree(),
    getCachedShopSettings(),
  ]);
  const { side, slider } = splitBanners(banners);
  const cards = products.map(toListingProduct);
  return (
    <div className="container-shop space-y-14 pt-6 sm:space-y-20">
      <h1 className="sr-only">
        {shop.name}: {shop.tagline}
      </h1>
      <div className="space-y-8">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <BannerSlider slides={slider.map(toSlide)} />
          <SideBanners banners={side.map(toSlide)} />
        </div>
        <CategoryStrip categories={categories} />
        <HighlightTiles />
      </div>
      <DealsOfWeek products={pickDeals(cards)} />
      <ProductTabs products={cards} />
      <BlogTeaser posts={posts.map(({ content: _content, ...post }) => post)} />
    </div>
  );
}
