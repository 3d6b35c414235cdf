import { useLocale } from 'next-intl';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { JsonLd } from '@/components/ui/JsonLd';
import type { CategoryDto } from '@/lib/catalog/categories';
import { toListingProduct, type ListingProduct } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import { isVideoUrl, splitBanners } from '@/lib/content/banner-places';
import type { BannerDto } from '@/lib/content/banners';
import type { BlogPostDto } from '@/lib/content/blog';
import { menuCategories } from '@/components/layout/menu-categories';
import { localizeBanners, localizePosts, localizeProducts } from '@/lib/i18n/content';
import { discountPercent } from '@/lib/money';
import { websiteJsonLd } from '@/lib/seo/jsonld';
import type { Shop } from '@/lib/settings/settings';
import { BannerSlider } from './BannerSlider';
import { BlogTeaser } from './BlogTeaser';
import { CategoryStrip } from './CategoryStrip';
import { DealsOfWeek } from './DealsOfWeek';
import { HighlightTiles } from './HighlightTiles';
import { HOME_WORDS } from './home-words';
import { ProductTabs } from './ProductTabs';
import { SideBanners } from './SideBanners';
import type { Slide } from './SlideContent';

// Without the other language's words: the slider is a client component, its props are in the page's payload.
const toSlide = ({ displayOrder: _order, translations: _words, ...b }: BannerDto): Slide => ({
  ...b,
  isVideo: isVideoUrl(b.imageUrl),
});

/** The week's deals: the deepest discounts among products in stock. */
function pickDeals(products: ListingProduct[]) {
  return products
    .filter((p) => p.stock > 0 && discountPercent(p.productPrice, p.sellingPrice) > 0)
    .sort((a, b) => discountPercent(b.productPrice, b.sellingPrice) - discountPercent(a.productPrice, a.sellingPrice))
    .slice(0, 5);
}

type Props = {
  banners: BannerDto[];
  products: ProductDto[];
  posts: BlogPostDto[];
  categories: CategoryDto[];
  shop: Shop;
};

export function HomeScreen({ banners, products, posts, categories, shop }: Props) {
  // The cached reads hold both languages; the page shows its own (English where a word has no Hindi).
  const locale = useLocale();
  const { side, slider } = splitBanners(localizeBanners(banners, locale));
  const cards = localizeProducts(products, locale).map(toListingProduct);
  return (
    <ClientMessages only={HOME_WORDS}>
      <JsonLd data={websiteJsonLd(shop, locale)} />
      <div className="container-shop space-y-14 pt-6 sm:space-y-20">
        <h1 className="sr-only">
          {shop.name}: {shop.tagline}
        </h1>
        <div className="space-y-8">
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <BannerSlider slides={slider.map(toSlide)} />
            <SideBanners
              banners={side.map(toSlide).map(({ secondaryActionText: _text, secondaryActionUrl: _url, ...b }) => b)}
            />
          </div>
          <CategoryStrip categories={menuCategories(categories, locale)} />
          <HighlightTiles supportHours={shop.supportHours} />
        </div>
        <DealsOfWeek products={pickDeals(cards)} />
        <ProductTabs products={cards} />
        <BlogTeaser
          posts={localizePosts(posts, locale).map(({ content: _content, translations: _words, ...post }) => post)}
        />
      </div>
    </ClientMessages>
  );
}
