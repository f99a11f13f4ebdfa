CREATE TABLE "home_section_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"audience" text NOT NULL,
	"category_id" uuid,
	"link" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_broadcasts_audience_check" CHECK ("offer_broadcasts"."audience" in ('all', 'category'))
);
--> statement-breakpoint
-- Products: a status (draft, live, archived) replaces the on/off flag, which becomes a column the
-- database derives from it, so nothing can set one without the other. Dropping the flag drops the
-- listing's partial indexes; they are made again over the derived column.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "status" = 'archived' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_active" CASCADE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'live') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_list_created_idx" ON "products" USING btree ("created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_price_idx" ON "products" USING btree ("card_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_sales_idx" ON "products" USING btree ("sales_count","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("average_rating","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_subcategory_created_idx" ON "products" USING btree ("subcategory_id","created_at","id") WHERE is_active;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lowest_price_cards" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "lowest_price_cards" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lowest_price_cards" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lowest_price_cards" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_sliders" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "product_sliders" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sliders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_sliders" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_synonyms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "top_picks" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "top_picks" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "top_picks" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_picks" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_sale_sections" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "top_sale_sections" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "top_sale_sections" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_sale_sections" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trending_cards" ADD COLUMN "link" jsonb;--> statement-breakpoint
ALTER TABLE "trending_cards" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trending_cards" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trending_cards" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_broadcasts" ADD CONSTRAINT "offer_broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_broadcasts_created_idx" ON "offer_broadcasts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'live', 'archived'));--> statement-breakpoint
-- The console's product list (written by hand): draft and live products in each of its sorts, the
-- products of one status, and the low-stock filter (a size with 1 to 5 pieces) probed through indexes
-- alone.
CREATE INDEX "products_console_created_idx" ON "products" USING btree ("created_at","id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_console_name_idx" ON "products" USING btree (lower("name"),"id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_console_price_idx" ON "products" USING btree ("card_price","id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "variant_sizes_low_idx" ON "variant_sizes" USING btree ("variant_id") WHERE stock BETWEEN 1 AND 5;