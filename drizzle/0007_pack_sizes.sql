CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"label" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"shipping_weight_grams" integer,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0 AND "product_variants"."mrp_paise" > 0),
	CONSTRAINT "product_variants_price_at_most_mrp" CHECK ("product_variants"."price_paise" <= "product_variants"."mrp_paise"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" IS NULL OR "product_variants"."weight_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("stock_quantity");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every product becomes one pack: its size the label ('Standard' when it had none, as the spec shows it),
-- its price, MRP and stock moved over, its SKU the product's slug (unique already). The net weight is read
-- from a size written like "250 g" or "1 kg" so the unit price shows without the seller retyping it.
INSERT INTO "product_variants" ("product_id", "sku", "label", "options", "mrp_paise", "price_paise", "stock_quantity", "weight_grams", "position", "created_at", "updated_at")
SELECT p."id", p."slug", coalesce(nullif(btrim(p."size"), ''), 'Standard'), '{}'::jsonb, p."mrp_paise", p."price_paise",
  coalesce(i."stock_quantity", 0),
  CASE
    WHEN p."size" ~* '^\s*[0-9]+(\.[0-9]+)?\s*(g|gm|gms|gram|grams|ml)\s*$'
      THEN round(substring(p."size" from '[0-9]+(?:\.[0-9]+)?')::numeric)::int
    WHEN p."size" ~* '^\s*[0-9]+(\.[0-9]+)?\s*(kg|kgs|l|litre|liter)\s*$'
      THEN round(substring(p."size" from '[0-9]+(?:\.[0-9]+)?')::numeric * 1000)::int
  END,
  0, p."created_at", p."updated_at"
FROM "products" p LEFT JOIN "inventory" i ON i."product_id" = p."id";
--> statement-breakpoint
-- Old cart lines, order lines and stock moves name their product's one pack; old orders keep their snapshots.
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id" AND c."variant_id" IS NULL;
--> statement-breakpoint
UPDATE "order_items" o SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = o."product_id" AND o."variant_id" IS NULL;
--> statement-breakpoint
UPDATE "stock_adjustments" s SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = s."product_id";
