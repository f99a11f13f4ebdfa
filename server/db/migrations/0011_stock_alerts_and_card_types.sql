CREATE TABLE "stock_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "lowest_price_cards" ADD COLUMN "product_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
-- The demo shop's lowest-price cards, seeded before cards named their product types, open what they say.
UPDATE "lowest_price_cards" SET "product_types" = CASE "description"
  WHEN 'Socks, bibs and hairbands' THEN ARRAY['socks', 'bib', 'hairband']
  WHEN 'Tees and leggings' THEN ARRAY['t-shirt', 'leggings']
  WHEN 'Baby bodysuits and rompers' THEN ARRAY['bodysuit', 'romper']
  WHEN 'Everyday frocks and tops' THEN ARRAY['frock', 'top']
  ELSE "product_types" END;
--> statement-breakpoint
-- Demo copy seeded before it matched the return policy (returns within a day of delivery, no exchanges).
UPDATE "referral_articles" SET "description" = replace(replace("description",
  'Cash on delivery is available on most pincodes, and easy exchanges mean you can order with confidence.',
  'Pay in cash when the parcel arrives. Check the size before you order: unused items can be returned within a day of delivery, and we do not exchange.'),
  'Pay by cash on delivery, track your order from the Orders page and return or exchange easily if the size is not right.',
  'Pay by cash on delivery and track your order from the Orders page. If the size is not right, ask for a return from My Orders within a day of delivery; we do not exchange.');--> statement-breakpoint
UPDATE "reviews" SET "comment" = 'Received the wrong size and the return took a long time.'
  WHERE "comment" = 'Received the wrong size and the exchange took a long time.';
