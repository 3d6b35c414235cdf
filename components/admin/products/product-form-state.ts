import type { AdminProduct } from '@/lib/catalog/admin-products';
import type { Translations } from '@/lib/db/schema';
import { hindiInitial, hindiPayload, type HindiState } from '../hindi/hindi-state';

/** A tab as the form edits it, its Hindi title and text beside the English. */
export type Tab = { type: string; title: string; content: string; translations?: Translations<'title' | 'content'> };

/** The product's own Hindi fields in the form ("hi_title" …); `size` only for a product with one pack. */
export const PRODUCT_HINDI = ['title', 'seoTitle', 'seoDescription', 'description', 'size'] as const;
/** A picture in the form: its uploaded address and the alt text as typed. */
export type ImageItem = { url: string; alt: string };

/** What the product form edits: text as typed, turned into the API's payload on submit. */
export type ProductFormState = HindiState<(typeof PRODUCT_HINDI)[number]> & {
  title: string;
  slug: string;
  categorySlug: string;
  sellerSlug: string;
  price: string;
  mrp: string;
  stock: string;
  size: string;
  hsnCode: string;
  hsCode: string;
  gstRate: string;
  description: string;
  metadata: Tab[];
  tags: string;
  videoUrl: string;
  isActive: boolean;
  images: ImageItem[];
  seoTitle: string;
  seoDescription: string;
  weightGrams: string;
};

export function initialProductState(
  product?: AdminProduct,
  defaults: { categorySlug?: string; sellerSlug?: string } = {},
): ProductFormState {
  return {
    title: product?.title ?? '',
    slug: product?.slug ?? '',
    categorySlug: product?.category.slug ?? defaults.categorySlug ?? '',
    sellerSlug: product?.seller.slug ?? defaults.sellerSlug ?? '',
    price: product ? String(product.price) : '',
    mrp: product ? String(product.mrp) : '',
    stock: product ? String(product.stock) : '0',
    size: product?.size ?? '',
    hsnCode: product?.hsnCode ?? '',
    hsCode: product?.hsCode ?? '',
    gstRate: String(product?.gstRate ?? 0),
    description: product?.description ?? '',
    metadata: product?.metadata ?? [],
    tags: product?.tags.join(', ') ?? '',
    videoUrl: product?.videoUrl ?? '',
    isActive: product?.isActive ?? true,
    images: product?.images.map((i) => ({ url: i.url, alt: i.alt ?? '' })) ?? [],
    seoTitle: product?.seoTitle ?? '',
    seoDescription: product?.seoDescription ?? '',
    weightGrams: product?.weightGrams == null ? '' : String(product.weightGrams),
    ...hindiInitial(PRODUCT_HINDI, product?.translations),
  };
}

/** A tab as sent: its Hindi always, so a Hindi text emptied in the form is removed. */
const tabPayload = (tab: Tab) => ({
  type: tab.type,
  title: tab.title,
  content: tab.content,
  translations: { hi: { title: tab.translations?.hi?.title ?? '', content: tab.translations?.hi?.content ?? '' } },
});

/** A number when the text is one, else the text itself so the schema can say what is wrong. */
export const numeric = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * The JSON the admin API takes. An edit leaves out price, MRP and stock (changed together on the
 * "Price and stock" panel, the stock with a reason) and the seller (a product never moves between sellers).
 */
export function productPayload(s: ProductFormState, mode: 'create' | 'edit', severalPacks = false) {
  const payload: Record<string, unknown> = {
    title: s.title,
    categorySlug: s.categorySlug,
    // a product with several packs names each in its pack grid; its own size would be refused
    ...(severalPacks ? {} : { size: s.size }),
    hsnCode: s.hsnCode,
    hsCode: s.hsCode,
    gstRate: numeric(s.gstRate),
    description: s.description,
    metadata: s.metadata.map(tabPayload),
    tags: s.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    videoUrl: s.videoUrl,
    isActive: s.isActive,
    images: s.images.map((i) => ({ imageUrl: i.url, alt: i.alt })),
    seoTitle: s.seoTitle,
    seoDescription: s.seoDescription,
    weightGrams: s.weightGrams,
    ...hindiPayload(
      PRODUCT_HINDI.filter((f) => !(severalPacks && f === 'size')),
      s,
    ),
  };
  if (s.slug.trim() || mode === 'edit') payload.slug = s.slug;
  if (mode === 'create') {
    payload.price = numeric(s.price);
    payload.mrp = numeric(s.mrp);
    payload.stock = numeric(s.stock);
    if (s.sellerSlug) payload.sellerSlug = s.sellerSlug;
  }
  return payload;
}
