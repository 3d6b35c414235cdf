/**
 * Shapes of the demo store's seed content. Plain data, no Drizzle types, so the
 * catalogue can be read and edited without knowing the schema. Money in integer paise.
 */
import type { AdminPostDto } from '../../content/admin-content';
import type { Translations } from '../../db/schema';

export type SeedCategory = {
  slug: string;
  title: string;
  imageUrl: string;
  children?: SeedCategory[];
};

export type SeedSeller = {
  slug: string;
  name: string;
  city: string;
  state: string;
  gstin: string;
  /** the registered name, street, PIN and phone: the supplier block of an invoice and a label's return address */
  legalName?: string;
  address?: string;
  pincode?: string;
  phone?: string;
};

export type SeedMetadataType = 'DESCRIPTION' | 'INGREDIENTS' | 'HOW_TO_USE' | 'STORAGE' | 'ORIGIN' | 'NUTRITION';

export type SeedPack = {
  sku: string;
  /** "250 g"; 'Standard' when the product names no size */
  label: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  /** net contents in grams, for the unit price; null when not sold by weight */
  netGrams: number | null;
  /** the packed parcel's weight for the label; null = unknown */
  shippingWeightGrams: number | null;
};

export type SeedProduct = {
  slug: string;
  title: string;
  /** slug of a leaf category */
  categorySlug: string;
  sellerSlug: string;
  hsnCode: string;
  hsCode: string;
  /** the packed parcel's weight of the first pack, the label's default; null = unknown */
  weightGrams: number | null;
  /** 1-3 packs in display order (design §10); a product without a choice has one */
  packs: SeedPack[];
  /** 2-4 site paths under /images/products/, first is the main image */
  images: string[];
  videoUrl?: string | null;
  /** English and Hindi/Hinglish search words: e.g. 'haldi', 'turmeric' */
  tags: string[];
  metadata: { type: SeedMetadataType; title: string; content: string }[];
  /** days before the seed date the product was listed (for the "newest" sort) */
  listedDaysAgo: number;
};

export type SeedBanner = {
  imageUrl: string;
  posterUrl?: string | null;
  title: string;
  subtitle: string;
  tag?: string | null;
  actionButtonText?: string | null;
  actionUrl?: string | null;
  isExternal?: boolean;
  secondaryActionText?: string | null;
  secondaryActionUrl?: string | null;
  /** 1 and 2 are the side banners; 3+ rotate in the slider */
  displayOrder: number;
};

/** content is real HTML (h2, p, ul, blockquote, a, strong, em, img); publishedAt null = draft, never served */
export type SeedBlogPost = Omit<AdminPostDto, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'translations'>;

export type SeedPage = {
  slug: string;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  /** ISO date */
  updatedAt: string;
};

export type SeedTeamMember = {
  name: string;
  positionTitle: string;
  department: string;
  profileImage: string;
  founder: boolean;
  coFounder: boolean;
  /** ISO date */
  joinDate: string;
  bio: string;
  email: string;
  linkedIn: string | null;
  /** founders' message shown on /team; null for others */
  message?: string | null;
  displayOrder: number;
  /** the member's Hindi (./hi/team.json) */
  translations?: Translations<TeamWords>;
};

export type TeamWords = 'name' | 'positionTitle' | 'department' | 'bio' | 'message';
