DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_card_price_idx";--> statement-breakpoint
CREATE INDEX "products_list_created_idx" ON "products" USING btree ("created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_price_idx" ON "products" USING btree ("card_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_sales_idx" ON "products" USING btree ("sales_count","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("average_rating","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_subcategory_created_idx" ON "products" USING btree ("subcategory_id","created_at","id") WHERE is_active;