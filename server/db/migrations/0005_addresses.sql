CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"alternatenumber" text,
	"address" text NOT NULL,
	"landmark" text NOT NULL,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."address_type" in ('home', 'work')),
	CONSTRAINT "addresses_number_check" CHECK ("addresses"."number" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "addresses_alternatenumber_check" CHECK ("addresses"."alternatenumber" is null or "addresses"."alternatenumber" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "addresses_pincode_check" CHECK ("addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST);