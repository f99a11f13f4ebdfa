CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrases" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"product_type" text PRIMARY KEY NOT NULL,
	"fit_note" text DEFAULT '' NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"birth_month" date NOT NULL,
	"gender" text NOT NULL,
	"height_cm" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_profiles_gender_check" CHECK ("child_profiles"."gender" in ('boy', 'girl')),
	CONSTRAINT "child_profiles_height_check" CHECK ("child_profiles"."height_cm" is null or "child_profiles"."height_cm" between 30 and 200)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text,
	"size" text,
	"kind" text NOT NULL,
	"price_at" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alerts_kind_check" CHECK ("product_alerts"."kind" in ('back-in-stock', 'price-drop')),
	CONSTRAINT "product_alerts_price_check" CHECK (("product_alerts"."kind" = 'price-drop') = ("product_alerts"."price_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gender" text DEFAULT 'unisex' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "size_bought" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "child_age_months" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_profiles_user_idx" ON "child_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_wait_uq" ON "product_alerts" USING btree ("user_id","product_id","kind",coalesce("color", ''),coalesce("size", ''));--> statement-breakpoint
CREATE INDEX "product_alerts_product_idx" ON "product_alerts" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "product_alerts_user_idx" ON "product_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_staff_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_colours_gin" ON "products" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_uq" ON "reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gender_check" CHECK ("products"."gender" in ('boys', 'girls', 'unisex'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" is null or "reviews"."fit" in ('small', 'true', 'large'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_child_age_check" CHECK ("reviews"."child_age_months" is null or "reviews"."child_age_months" between 0 and 240);;--> statement-breakpoint
-- Shoppers already waiting for a sold-out product keep waiting, now for any colour and size of it.
INSERT INTO "product_alerts" ("user_id", "product_id", "kind", "created_at")
SELECT "user_id", "product_id", 'back-in-stock', "created_at" FROM "stock_alerts";--> statement-breakpoint
DROP TABLE "stock_alerts" CASCADE;--> statement-breakpoint
-- The new derived column, for products written before it existed.
UPDATE "products" AS p SET "colours" = COALESCE((
  SELECT array_agg(DISTINCT lower(v."color_name")) FROM "product_variants" v WHERE v."product_id" = p."id"
), '{}'::text[]);--> statement-breakpoint
-- The search words every shop starts with (phrases parents type that mean the same thing, changed on
-- the console's Search words page).
INSERT INTO "search_synonyms" ("phrases") VALUES
  (ARRAY['frock', 'dress', 'frock dress', 'फ्रॉक']),
  (ARRAY['jhabla', 'jabla', 'jhabala', 'vest', 'baby vest', 'sleeveless vest', 'bodysuit', 'body suit', 'sando', 'झबला']),
  (ARRAY['kurta set', 'kurta pajama', 'kurta pyjama', 'kurta payjama', 'kurta churidar', 'kurta with churidar', 'kurta pajama set', 'कुर्ता पजामा']),
  (ARRAY['lehenga', 'lehnga', 'lengha', 'ghagra', 'ghaghra', 'lehenga choli', 'ghagra choli', 'chaniya choli', 'chaniya choli set', 'लहंगा']),
  (ARRAY['nightsuit', 'night suit', 'pyjama set', 'pajama set', 'nightwear', 'night wear', 'sleepwear', 'sleep wear']),
  (ARRAY['pyjama', 'pajama', 'payjama', 'pyjama pant', 'lounge pant', 'lounge wear']),
  (ARRAY['nightie', 'nighty', 'nightdress', 'night dress', 'night gown', 'nightgown']),
  (ARRAY['dungaree', 'overall', 'dungaree set', 'overall shorts', 'bib overall']),
  (ARRAY['romper', 'onesie', 'playsuit', 'jumpsuit', 'babysuit', 'baba suit']),
  (ARRAY['sleepsuit', 'sleep suit', 'footed sleepsuit', 'footie', 'footed romper']),
  (ARRAY['t shirt', 'tshirt', 'tee', 'tee shirt', 'half sleeve tshirt']),
  (ARRAY['sweater', 'pullover', 'jumper', 'sweatshirt', 'cardigan', 'woollen sweater']),
  (ARRAY['hoodie', 'hoody', 'hooded sweatshirt', 'hooded top']),
  (ARRAY['jacket', 'puffer', 'puffer jacket', 'winter jacket', 'coat', 'quilted jacket', 'padded jacket']),
  (ARRAY['winter wear', 'winter', 'winterwear', 'woollens', 'woolens', 'winter clothes', 'warm clothes']),
  (ARRAY['shorts', 'half pant', 'knicker', 'bermuda', 'chaddi', 'nikar', 'hot pant']),
  (ARRAY['jeans', 'denim', 'jean pant', 'denim pant']),
  (ARRAY['track pant', 'trackpant', 'track pants', 'sweatpant', 'jogger pant']),
  (ARRAY['legging', 'jegging', 'tights', 'leggings set']),
  (ARRAY['top', 'blouse', 'kurti', 'tunic', 'peplum top', 'crop top']),
  (ARRAY['party wear', 'partywear', 'party', 'party dress', 'party frock', 'party gown', 'birthday dress', 'occasion wear', 'ball gown', 'tutu dress', 'tulle dress']),
  (ARRAY['ethnic wear', 'ethnic', 'traditional', 'traditional wear', 'festive wear', 'festive', 'indian wear', 'wedding wear', 'puja dress']),
  (ARRAY['sherwani', 'achkan', 'bandhgala', 'jodhpuri', 'sherwani set']),
  (ARRAY['dhoti kurta', 'dhoti', 'kurta dhoti', 'dhoti set', 'panche']),
  (ARRAY['nehru jacket', 'modi jacket', 'waistcoat', 'koti', 'bandi', 'jacket kurta']),
  (ARRAY['salwar', 'salwar suit', 'salwar kameez', 'patiala', 'patiala suit', 'churidar suit']),
  (ARRAY['frock suit', 'anarkali', 'anarkali suit', 'frock salwar', 'gown suit']),
  (ARRAY['sneakers', 'sneaker', 'shoes', 'joota', 'juta', 'sports shoes', 'running shoes', 'canvas shoes', 'trainers', 'light up shoes']),
  (ARRAY['sandal', 'chappal', 'slipper', 'flip flop', 'floater', 'kolhapuri']),
  (ARRAY['booties', 'baby shoe', 'prewalker', 'pre walker', 'crib shoe', 'soft sole shoe']),
  (ARRAY['school shoe', 'uniform shoe', 'mary jane', 'black shoe']),
  (ARRAY['cap', 'topi', 'hat', 'sun hat', 'baseball cap', 'sun cap']),
  (ARRAY['hairband', 'hair band', 'headband', 'head band', 'hair accessories', 'alice band', 'hair clip']),
  (ARRAY['bib', 'drool bib', 'feeding bib', 'burp cloth', 'bandana bib']),
  (ARRAY['mitten', 'glove', 'baby mitten', 'hand gloves']),
  (ARRAY['muffler', 'scarf', 'stole', 'neck warmer']),
  (ARRAY['raincoat', 'rain coat', 'rain jacket', 'windcheater', 'rainwear', 'barsati']),
  (ARRAY['thermal', 'thermal set', 'innerwear', 'inner wear', 'body warmer', 'winter inner']),
  (ARRAY['sock', 'moja', 'mojey', 'ankle sock', 'stocking']),
  (ARRAY['bag', 'backpack', 'school bag', 'schoolbag', 'bagpack', 'rucksack']),
  (ARRAY['bathrobe', 'bath robe', 'towel robe', 'hooded towel', 'robe']),
  (ARRAY['swimwear', 'swimsuit', 'swimming costume', 'swim suit', 'swimming suit']),
  (ARRAY['trouser', 'full pant', 'chino', 'formal pant', 'cargo pant']),
  (ARRAY['shirt', 'casual shirt', 'formal shirt', 'half sleeve shirt', 'check shirt', 'checked shirt']),
  (ARRAY['skirt', 'skater skirt', 'tiered skirt', 'mini skirt', 'ghaghra skirt']),
  (ARRAY['co ord set', 'coord set', 'two piece set', 'matching set', 'top and bottom set']),
  (ARRAY['cotton', 'sooti', 'hosiery', 'pure cotton']);
