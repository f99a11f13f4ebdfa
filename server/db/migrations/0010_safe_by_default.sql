CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" bigint DEFAULT nextval('order_number_seq') NOT NULL;--> statement-breakpoint
-- Orders placed before numbers existed are numbered in the order they were placed.
UPDATE "orders" o SET "number" = r.n FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "orders") r WHERE o.id = r.id;--> statement-breakpoint
SELECT setval('order_number_seq', greatest((SELECT max("number") FROM "orders"), 1), (SELECT count(*) > 0 FROM "orders"));--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "account_number_last4" text;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_claims_referrer_idx" ON "referral_claims" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'Delivered';