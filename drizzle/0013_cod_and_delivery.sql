CREATE TABLE "serviceable_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"min_days" integer,
	"max_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serviceable_pincodes_pin" CHECK ("serviceable_pincodes"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "serviceable_pincodes_days" CHECK (("serviceable_pincodes"."min_days" IS NULL) = ("serviceable_pincodes"."max_days" IS NULL) AND ("serviceable_pincodes"."min_days" IS NULL OR ("serviceable_pincodes"."min_days" >= 0 AND "serviceable_pincodes"."max_days" >= "serviceable_pincodes"."min_days" AND "serviceable_pincodes"."max_days" <= 60)))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "deliver_earliest" date;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "deliver_latest" date;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "rto_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_cod_confirm_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirmation" = 'PENDING';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation_known" CHECK ("orders"."cod_confirmation" IN ('PENDING', 'CONFIRMED', 'EXPIRED'));--> statement-breakpoint
-- COD orders placed before confirmation existed were shipped as placed: they count as confirmed.
UPDATE "orders" SET "cod_confirmation" = 'CONFIRMED' WHERE "payment_method" = 'COD';--> statement-breakpoint
-- Parcels the courier already brought back (SHIPPED → RETURNED) are RTOs on their buyers' records.
UPDATE "sub_orders" s SET "rto_at" = h."created_at"
FROM "order_status_history" h
WHERE h."sub_order_id" = s."id" AND h."from_status" = 'SHIPPED' AND h."to_status" = 'RETURNED';
