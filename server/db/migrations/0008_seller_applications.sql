CREATE TABLE "seller_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"business_name" text NOT NULL,
	"business_location" text NOT NULL,
	"business_landmark" text,
	"description" text,
	"store_type" text NOT NULL,
	"gst_number" text,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_status_check" CHECK ("seller_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "seller_applications_pincode_check" CHECK ("seller_applications"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "seller_applications_phone_check" CHECK ("seller_applications"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "seller_applications_ifsc_check" CHECK ("seller_applications"."ifsc_code" ~ '^[A-Z]{4}0[A-Z0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_pending_key" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_applications_user_created_idx" ON "seller_applications" USING btree ("user_id","created_at" DESC NULLS LAST);