CREATE TABLE "order_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_once" UNIQUE("order_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'ALL' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller_id" integer,
	"prepaid_only" boolean DEFAULT false NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer DEFAULT 1,
	"total_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"advertised" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_known" CHECK ("promotions"."kind" IN ('PERCENT', 'FLAT', 'FREE_SHIPPING')),
	CONSTRAINT "promotions_scope_known" CHECK ("promotions"."scope" IN ('ALL', 'CATEGORIES', 'PRODUCTS', 'SELLERS')),
	CONSTRAINT "promotions_value_range" CHECK ("promotions"."value" >= 0 AND ("promotions"."kind" <> 'PERCENT' OR "promotions"."value" <= 100)),
	CONSTRAINT "promotions_redemptions_within_limit" CHECK ("promotions"."redemptions" >= 0 AND ("promotions"."total_limit" IS NULL OR "promotions"."redemptions" <= "promotions"."total_limit"))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_paise" integer;--> statement-breakpoint
-- Orders placed before offers paid their lines in full.
UPDATE "order_items" SET "net_paise" = "total_paise";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "net_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_promotions_customer_idx" ON "order_promotions" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_running_idx" ON "promotions" USING btree ("active","ends_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_net_within_total" CHECK ("order_items"."net_paise" >= 0 AND "order_items"."net_paise" <= "order_items"."total_paise");