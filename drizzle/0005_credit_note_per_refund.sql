ALTER TABLE "invoices" DROP CONSTRAINT "invoices_one_per_sub_order";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" integer;--> statement-breakpoint
-- Notes issued before this migration (at most one per part) name their refund in their one line: "Refund RF-…: reason".
UPDATE "invoices" SET "refund_id" = (
  SELECT "refunds"."id" FROM "refunds"
  WHERE "refunds"."refund_number" = substring("invoices"."document"->'lines'->0->>'description' from '^Refund ([A-Z0-9-]+):')
) WHERE "kind" = 'CREDIT_NOTE';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_invoice_per_sub_order" ON "invoices" USING btree ("sub_order_id") WHERE "invoices"."kind" = 'INVOICE';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_one_per_refund" UNIQUE("refund_id");