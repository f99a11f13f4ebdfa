CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"description" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_actor_check" CHECK ("order_status_history"."actor" in ('shopper', 'shop')),
	CONSTRAINT "order_status_history_status_check" CHECK ("order_status_history"."status" in ('Pending', 'Confirmed', 'Processing', 'Shipping', 'Shipped', 'In-Transit',
        'Delivered', 'Cancelled', 'Returned', 'Return_Requested'))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
-- Orders placed before the history existed: one row with the status they have now, dated when placed.
INSERT INTO "order_status_history" ("order_id", "status", "actor", "created_at")
SELECT "id", "status", 'shop', "created_at" FROM "orders" ORDER BY "created_at", "id";
