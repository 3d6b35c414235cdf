/**
 * The whole domain in one PostgreSQL schema (PGlite and PostgreSQL run the same SQL).
 * Money is integer paise everywhere; rupees exist only at the JSON/UI edge.
 * Constraints guard what code could get wrong: stock never negative, quantities at least 1,
 * one cart line per user and pack, one confirmation per payment id.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A row's Hindi words, field by field (design §15). Only Hindi exists beside the English today. */
export type Translations<F extends string> = { hi?: Partial<Record<F, string>> };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The table's own key. */
const serialId = () => serial('id').primaryKey();
/** A required link to the row this one belongs to, deleted with it. */
const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- catalog

export const categories = pgTable('categories', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  imageUrl: text('image_url'),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
  displayOrder: integer('display_order').notNull().default(0),
  /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
  translations: jsonb('translations').$type<Translations<'title'>>().notNull().default({}),
});

export const sellers = pgTable('sellers', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  gstin: text('gstin'),
  /** street address for the supplier block of a tax invoice */
  address: text('address'),
  /** the registered name on the GSTIN, when it differs from the trading name */
  legalName: text('legal_name'),
  /** the return address's PIN and phone on a shipping label */
  pincode: text('pincode'),
  phone: text('phone'),
});

export const products = pgTable(
  'products',
  {
    id: serialId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /**
     * Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts).
     * `optionName`: the name of its one option ("Grind" → "पिसाई") beside the pack picker.
     */
    translations: jsonb('translations')
      .$type<Translations<'title' | 'seoTitle' | 'seoDescription' | 'optionName'>>()
      .notNull()
      .default({}),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    hsnCode: text('hsn_code'),
    hsCode: text('hs_code'),
    /** GST rate in basis points (500 = 5 %); prices are tax-inclusive at this rate */
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    videoUrl: text('video_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the search result's title and snippet; null = built from the title and description */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** the packed parcel's weight for the shipping label (grams) */
    weightGrams: integer('weight_grams'),
    /** up to three options ("Pack size", "Grind"), each with its values in display order; [] = one plain pack */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('products_gst_rate_range', sql`${t.gstRateBp} >= 0 AND ${t.gstRateBp} <= 2800`),
    index('products_seller_idx').on(t.sellerId),
    index('products_category_idx').on(t.categoryId),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // The back office's product list: newest first, per seller, active filter.
    index('products_seller_id_desc_idx').on(t.sellerId, t.id.desc()),
    index('products_active_idx').on(t.isActive, t.id.desc()),
  ],
);

export type ProductOption = { name: string; values: string[] };

/**
 * One pack of a product (design §10): its own SKU, label, price, MRP, stock and net weight. A product
 * without options has exactly one; every cart line, order line and stock move names one.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    sku: text('sku').notNull().unique(),
    /** what the shopper reads: "250 g", "250 g · Powder" */
    label: text('label').notNull(),
    /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
    translations: jsonb('translations').$type<Translations<'label'>>().notNull().default({}),
    /** option name → value, e.g. {"Pack size": "250 g"}; {} for a product without options */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** net quantity in grams (or ml), for the unit price; null = not sold by weight */
    weightGrams: integer('weight_grams'),
    /** the packed parcel's weight on a shipping label; null = the product's */
    shippingWeightGrams: integer('shipping_weight_grams'),
    imageUrl: text('image_url'),
    /** display order in the picker: the default pack is the first in stock */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_variants_price_positive', sql`${t.pricePaise} > 0 AND ${t.mrpPaise} > 0`),
    check('product_variants_price_at_most_mrp', sql`${t.pricePaise} <= ${t.mrpPaise}`),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('product_variants_weight_positive', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
    index('product_variants_product_idx').on(t.productId, t.position, t.id),
    index('product_variants_stock_idx').on(t.stockQuantity),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    imageUrl: text('image_url').notNull(),
    displayOrder: integer('display_order').notNull().default(1),
    /** what the picture shows, for screen readers and search engines; null = the product's title */
    alt: text('alt'),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productMetadata = pgTable(
  'product_metadata',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
    translations: jsonb('translations').$type<Translations<'title' | 'content'>>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('product_metadata_product_idx').on(t.productId)],
);

/** Every stock change made in the back office: who set or moved it, by how much, and why. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    /** the pack whose stock moved (null only for moves made before packs existed and since deleted) */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_adjustments_product_idx').on(t.productId, t.createdAt)],
);

/**
 * Uploaded images (products, categories, posts, banners, team), re-encoded by sharp. A row is never
 * changed once written, so its URL (/api/images/<id>) can be cached by browsers for good.
 */
export const storedImages = pgTable('stored_images', {
  id: serialId(),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * The shop's settings a seller changes from the back office (identity, shipping fee, free-delivery
 * threshold, COD charge, return window): one row per key, read through lib/settings so every
 * instance sees a change at once.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- content

export const banners = pgTable('banners', {
  id: serialId(),
  imageUrl: text('image_url').notNull(),
  posterUrl: text('poster_url'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  tag: text('tag'),
  actionButtonText: text('action_button_text'),
  actionUrl: text('action_url'),
  isExternal: boolean('is_external').notNull().default(false),
  secondaryActionText: text('secondary_action_text'),
  secondaryActionUrl: text('secondary_action_url'),
  displayOrder: integer('display_order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
  translations: jsonb('translations')
    .$type<Translations<'title' | 'subtitle' | 'tag' | 'actionButtonText' | 'secondaryActionText'>>()
    .notNull()
    .default({}),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** sanitised HTML (sanitised before it is stored, and again when rendered) */
    content: text('content').notNull(),
    /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
    translations: jsonb('translations').$type<Translations<'title' | 'excerpt' | 'content'>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    /** null = draft; a post is public only when published_at is set and in the past */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    featuredImage: text('featured_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export const contentPages = pgTable('content_pages', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  keywords: text('keywords'),
  /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
  translations: jsonb('translations')
    .$type<Translations<'title' | 'content' | 'metaTitle' | 'metaDescription' | 'keywords'>>()
    .notNull()
    .default({}),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: updatedAt(),
});

export const teamMembers = pgTable('team_members', {
  id: serialId(),
  name: text('name').notNull(),
  positionTitle: text('position_title').notNull(),
  department: text('department').notNull(),
  profileImage: text('profile_image'),
  founder: boolean('founder').notNull().default(false),
  coFounder: boolean('co_founder').notNull().default(false),
  joinDate: date('join_date'),
  bio: text('bio').notNull().default(''),
  email: text('email'),
  linkedIn: text('linked_in'),
  message: text('message'),
  displayOrder: integer('display_order').notNull().default(0),
  /** Hindi beside the English (design §15); a missing field falls back to the English (lib/i18n/localize.ts). */
  translations: jsonb('translations')
    .$type<Translations<'name' | 'positionTitle' | 'department' | 'bio' | 'message'>>()
    .notNull()
    .default({}),
});

export const contactMessages = pgTable('contact_messages', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** stored lower-cased */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('CUSTOMER'),
    status: text('status').notNull().default('ACTIVE'),
    /** the seller a SELLER-role member works for; null for every other role */
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    /** bumped by a password change or reset: tokens carrying an older version stop working */
    tokenVersion: integer('token_version').notNull().default(0),
    /** agreed to marketing mails (DPDP Act 2023: an explicit choice, off until made); order mails ignore it */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** when the choice was last made or withdrawn (an unsubscribe link included) */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /**
     * Staff lifted this shopper's COD bar (design §13): parcels returned to origin before this moment no
     * longer count against their COD record. Null when never lifted.
     */
    codClearedAt: timestamp('cod_cleared_at', { withTimezone: true }),
    /** the language the shopper last used the store in: account mails are written in it */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_idx').on(t.role, t.id.desc()),
    index('users_phone_idx').on(t.phone),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('users_role_known', sql`${t.role} IN ('CUSTOMER', 'SELLER', 'ADMIN')`),
    check('users_status_known', sql`${t.status} IN ('ACTIVE', 'BLOCKED')`),
    check('users_seller_member', sql`(${t.role} = 'SELLER') = (${t.sellerId} IS NOT NULL)`),
  ],
);

export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull().default('image/webp'),
  updatedAt: updatedAt(),
});

export const signupOtps = pgTable(
  'signup_otps',
  {
    id: serialId(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signup_otps_email_idx').on(t.email)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serialId(),
  userId: ownedBy('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    phoneNumber2: text('phone_number2'),
    streetAddress: text('street_address').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- commerce

export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    unique('cart_items_one_line').on(t.userId, t.variantId),
  ],
);

/**
 * "Notify me" on a sold-out pack: one open request per shopper and pack. Mailed once when the pack is
 * back in stock (notifiedAt set); asking again after that opens a new one.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    variantId: ownedBy('variant_id', () => productVariants.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_one_open')
      .on(t.userId, t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_open_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * One reminder per idle cart: `cartTouchedAt` is the cart's last change the reminder was about, so a cart
 * left again after new changes can earn another, and the same cart never two. The report counts orders
 * placed within 7 days after `sentAt`.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    cartTouchedAt: timestamp('cart_touched_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_reminders_one_per_cart').on(t.userId, t.cartTouchedAt),
    index('cart_reminders_sent_idx').on(t.sentAt),
  ],
);

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
  'REFUNDED',
] as const;

const orderStatusCheck = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    handlingPaise: integer('handling_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** the address as it was when the order was placed */
    shippingAddress: jsonb('shipping_address').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key: the same key with another request is refused */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** an unpaid PREPAID order is cancelled after this moment */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * A COD order waits for the buyer's yes before it enters the sellers' queues (design §13):
     * PENDING until confirmed, EXPIRED when cancelled unconfirmed. Null for an order placed prepaid.
     */
    codConfirmation: text('cod_confirmation'),
    /** when a PENDING COD confirmation runs out and the order is cancelled */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    /** the language the order was placed in: its mails are written in it */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_cod_confirmation_known', sql`${t.codConfirmation} IN ('PENDING', 'CONFIRMED', 'EXPIRED')`),
    check('orders_status_known', sql`${t.status} IN (${orderStatusCheck})`),
    check('orders_payment_type_known', sql`${t.paymentType} IN ('PREPAID', 'POSTPAID')`),
    check('orders_payment_method_known', sql`${t.paymentMethod} IN ('UPI', 'CARD', 'COD')`),
    check(
      'orders_total_adds_up',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.shippingPaise} + ${t.handlingPaise}`,
    ),
    unique('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_expiry_idx').on(t.status, t.expiresAt),
    // The confirmation sweep reads only the waiting ones.
    index('orders_cod_confirm_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmation} = 'PENDING'`),
    // The dashboard's daily figures read these three columns off the index alone.
    index('orders_created_idx').on(t.createdAt, t.status, t.totalPaise),
  ],
);

export const subOrders = pgTable(
  'sub_orders',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    subOrderNumber: text('sub_order_number').notNull().unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerName: text('seller_name').notNull(),
    status: text('status').notNull(),
    /** when it reached DELIVERED: the return window starts here */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** when the review-request mail was queued (design §12): once per delivered sub-order */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** the delivery window promised at placement (design §13), `YYYY-MM-DD` in IST; null for older orders */
    deliverEarliest: date('deliver_earliest', { mode: 'string' }),
    deliverLatest: date('deliver_latest', { mode: 'string' }),
    /** when the courier brought it back undelivered (RTO): counts on the buyer's COD record when it was COD */
    rtoAt: timestamp('rto_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sub_orders_status_known', sql`${t.status} IN (${orderStatusCheck})`),
    index('sub_orders_order_idx').on(t.orderId),
    // The back office's order queue: by seller and status, newest first.
    index('sub_orders_seller_idx').on(t.sellerId, t.id.desc()),
    index('sub_orders_seller_status_idx').on(t.sellerId, t.status, t.id.desc()),
    index('sub_orders_status_idx').on(t.status, t.id.desc()),
  ],
);

/**
 * A courier's serviceable list (design §13), uploaded as CSV: each PIN code it names overrides the zones
 * and the settings' lists — served or not, COD or not, and its own delivery days when given.
 */
export const serviceablePincodes = pgTable(
  'serviceable_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    serviceable: boolean('serviceable').notNull(),
    cod: boolean('cod').notNull(),
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('serviceable_pincodes_pin', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check(
      'serviceable_pincodes_days',
      sql`(${t.minDays} IS NULL) = (${t.maxDays} IS NULL) AND (${t.minDays} IS NULL OR (${t.minDays} >= 0 AND ${t.maxDays} >= ${t.minDays} AND ${t.maxDays} <= 60))`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    subOrderId: ownedBy('sub_order_id', () => subOrders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** the pack sold; null for a pack deleted since (the line keeps its snapshot) */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    size: text('size'),
    imageUrl: text('image_url'),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /**
     * What the line actually paid: its total less its share of the order's offers (design §11),
     * apportioned in paise at placement. Invoices tax it, refunds never give back more.
     */
    netPaise: integer('net_paise').notNull(),
    /** snapshotted at placement: the tax invoice is made from what was sold */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_total', sql`${t.totalPaise} = ${t.pricePaise} * ${t.quantity}`),
    check('order_items_net_within_total', sql`${t.netPaise} >= 0 AND ${t.netPaise} <= ${t.totalPaise}`),
    index('order_items_sub_order_idx').on(t.subOrderId),
  ],
);

export const shipments = pgTable('shipments', {
  id: serialId(),
  subOrderId: integer('sub_order_id')
    .notNull()
    .unique()
    .references(() => subOrders.id, { onDelete: 'cascade' }),
  logisticProvider: text('logistic_provider').notNull(),
  waybillNumber: text('waybill_number').notNull(),
  trackingUrl: text('tracking_url'),
  createdAt: createdAt(),
});

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    /** set when one seller's part moved on its own; null for moves of the whole order */
    subOrderId: integer('sub_order_id').references(() => subOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** who moved it: customer, system (expiry sweep), payment, seller */
    actor: text('actor').notNull(),
    /** the signed-in person behind a customer or seller move (back-office moves are audited by this) */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** null until the shopper attempts a payment */
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    method: text('method'),
    status: text('status').notNull().default('CREATED'),
    failureReason: text('failure_reason'),
    /** money arrived for an order that can no longer be fulfilled (expired, cancelled, amount mismatch) */
    refundRequired: boolean('refund_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_known', sql`${t.status} IN ('CREATED', 'PAID', 'FAILED')`),
    unique('payments_provider_payment_id').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_order_idx').on(t.providerOrderId),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  id: serialId(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- operations

/**
 * Every back-office write: who (copied, so the entry survives the account), when, which record,
 * and the record before and after. Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_at_idx').on(t.at.desc()),
  ],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // The sweep deletes by reset_at: without the index it scans the whole table.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Sessions ended by a logout before their token expired; kept until that token would have. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expiry_idx').on(t.expiresAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    /** extra headers sent with it: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** KEPT = stored only (no SMTP configured) */
    status: text('status').notNull().default('QUEUED'),
    error: text('error'),
    /** delivery tries so far; the background sender gives up after a few */
    attempts: integer('attempts').notNull().default(0),
    /** a QUEUED mail is (re)tried from this moment */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

// ---------------------------------------------------------------- after the order

export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED', 'UNKNOWN'] as const;

/**
 * Money given back for one sub-order: through the provider (a payment's refund) or, for cash on
 * delivery, recorded by hand (MANUAL). The idempotency key is unique per sub-order, so a repeated
 * request finds the first refund instead of making a second.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    /** the public id shown to the shopper and sent to the provider as the idempotency key */
    refundNumber: text('refund_number').notNull().unique(),
    orderId: ownedBy('order_id', () => orders.id),
    subOrderId: ownedBy('sub_order_id', () => subOrders.id),
    /** null for a MANUAL refund (cash on delivery) */
    paymentId: integer('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_known', sql`${t.status} IN ('PENDING', 'PROCESSED', 'FAILED', 'UNKNOWN')`),
    check('refunds_provider_known', sql`${t.provider} IN ('razorpay', 'sandbox', 'manual')`),
    unique('refunds_idempotency').on(t.subOrderId, t.idempotencyKey),
    unique('refunds_provider_refund_id').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status),
  ],
);

/** The last number issued in one series (tax invoice or credit note) of one seller in one financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind').notNull(),
    /** the financial year as its two years, e.g. 2526 for April 2025 – March 2026 */
    fy: text('fy').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.kind, t.fy] })],
);

/**
 * A GST tax invoice (issued when a sub-order ships) or a credit note (after a refund of an invoiced
 * sub-order). `document` is the whole document as issued, so it never changes when a product,
 * seller or address is edited later.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    subOrderId: ownedBy('sub_order_id', () => subOrders.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** a credit note's invoice */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    /** a credit note's refund: each refund of an invoiced part has its own note */
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
    document: jsonb('document').notNull(),
  },
  (t) => [
    check('invoices_kind_known', sql`${t.kind} IN ('INVOICE', 'CREDIT_NOTE')`),
    check('invoices_number_length', sql`char_length(${t.number}) <= 16`),
    unique('invoices_number').on(t.sellerId, t.kind, t.number),
    unique('invoices_sequence').on(t.sellerId, t.kind, t.fy, t.seq),
    uniqueIndex('invoices_one_invoice_per_sub_order')
      .on(t.subOrderId)
      .where(sql`${t.kind} = 'INVOICE'`),
    unique('invoices_one_per_refund').on(t.refundId),
  ],
);

/**
 * An offer (design §11): a code the shopper types, or (no code) an automatic offer. Money in paise;
 * a PERCENT value is whole percent. `sellerId` set: made by that seller's member and applies only to
 * that seller's products. `redemptions` counts orders holding it (a cancelled order gives its back),
 * kept by a guarded update in the placement transaction so a total limit holds under races.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    /** upper-case; null for an automatic offer */
    code: text('code'),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    scope: text('scope').notNull().default('ALL'),
    scopeIds: jsonb('scope_ids').$type<number[]>().notNull().default([]),
    sellerId: integer('seller_id').references(() => sellers.id),
    prepaidOnly: boolean('prepaid_only').notNull().default(false),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** null: no limit per customer */
    perCustomerLimit: integer('per_customer_limit').default(1),
    /** null: no total limit */
    totalLimit: integer('total_limit'),
    redemptions: integer('redemptions').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    advertised: boolean('advertised').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    /** the public title in Hindi (design §15); a missing one falls back to the English */
    translations: jsonb('translations').$type<Translations<'title'>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_kind_known', sql`${t.kind} IN ('PERCENT', 'FLAT', 'FREE_SHIPPING')`),
    check('promotions_scope_known', sql`${t.scope} IN ('ALL', 'CATEGORIES', 'PRODUCTS', 'SELLERS')`),
    check('promotions_value_range', sql`${t.value} >= 0 AND (${t.kind} <> 'PERCENT' OR ${t.value} <= 100)`),
    check(
      'promotions_redemptions_within_limit',
      sql`${t.redemptions} >= 0 AND (${t.totalLimit} IS NULL OR ${t.redemptions} <= ${t.totalLimit})`,
    ),
    uniqueIndex('promotions_code_unique').on(t.code),
    index('promotions_running_idx').on(t.active, t.endsAt),
  ],
);

/**
 * The offers an order took, as they were at placement (code, title, amount), one row per offer —
 * the redemption record. `releasedAt` is set when the order is cancelled and the redemption given back.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** the buyer, kept here so a per-customer limit counts off one index */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code'),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** for FREE_SHIPPING: the delivery fee waived */
    amountPaise: integer('amount_paise').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_promotions_once').on(t.orderId, t.promotionId),
    index('order_promotions_customer_idx').on(t.promotionId, t.userId),
  ],
);

/**
 * A verified buyer's review of a product (design §12): one per buyer and product, editable. The
 * delivered line that made its author a buyer is kept, and with it the pack bought. Published at
 * once; staff can hide it with a reason and post one public reply. `products.rating` and
 * `rating_count` are the mean and count of the PUBLISHED ones, kept in step by lib/reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** the pack bought, as its line named it ("250 g") */
    packLabel: text('pack_label'),
    /** how the review is signed ("Priya S."), kept so the cached page needs no join to users */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text'),
    status: text('status').notNull().default('PUBLISHED'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${t.status} IN ('PUBLISHED', 'HIDDEN')`),
    check('reviews_title_length', sql`char_length(${t.title}) <= 100`),
    check('reviews_text_length', sql`char_length(${t.text}) <= 2000`),
    unique('reviews_one_per_buyer').on(t.productId, t.userId),
    // The product page's pages: newest, highest, lowest, among the published.
    index('reviews_product_newest_idx').on(t.productId, t.status, t.createdAt.desc(), t.id.desc()),
    index('reviews_product_rating_idx').on(t.productId, t.status, t.rating, t.createdAt.desc()),
    index('reviews_moderation_idx').on(t.status, t.reportCount, t.id.desc()),
  ],
);

/** Up to 3 photos a review carries; shown only once staff approve them. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serialId(),
    reviewId: ownedBy('review_id', () => reviews.id),
    imageId: integer('image_id')
      .notNull()
      .references(() => storedImages.id),
    status: text('status').notNull().default('PENDING'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_photos_status_known', sql`${t.status} IN ('PENDING', 'APPROVED', 'REJECTED')`),
    index('review_photos_review_idx').on(t.reviewId),
    // Serving a stored image asks whether it is a review photo still held for moderation.
    index('review_photos_image_idx').on(t.imageId),
    index('review_photos_pending_idx').on(t.status),
  ],
);

/** One "helpful" vote and one report per account per review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: ownedBy('review_id', () => reviews.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_votes_kind_known', sql`${t.kind} IN ('HELPFUL', 'REPORT')`),
    primaryKey({ columns: [t.reviewId, t.userId, t.kind] }),
  ],
);
