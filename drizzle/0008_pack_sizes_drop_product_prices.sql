DROP TABLE "inventory" CASCADE;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_one_line";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_positive";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_at_most_mrp";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "mrp_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_paise";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_line" UNIQUE("user_id","variant_id");