ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate_bp" >= 0 AND "products"."gst_rate_bp" <= 2800);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_member" CHECK (("users"."role" = 'SELLER') = ("users"."seller_id" IS NOT NULL));