CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_staff_id" uuid,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_state" text NOT NULL,
	"payment_state" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "order_events_event_check" CHECK ("order_events"."event" in ('placed', 'paymentReceived', 'shipped', 'readyForPickup', 'handedOver', 'cancelled', 'goodsReceived', 'assayed', 'offerAccepted', 'offerDeclined', 'payoutSent', 'reminded')),
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor_kind" in ('staff', 'customer', 'system')),
	CONSTRAINT "order_events_staff_check" CHECK (("order_events"."actor_kind" = 'staff') = ("order_events"."actor_staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_received_cent_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_amount_mismatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_key_idx" ON "order_events" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_store_state_idx" ON "orders" USING btree ("store_key","order_state","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_check" CHECK ("orders"."stage" in ('readyForPickup', 'shipped', 'goodsReceived', 'assayed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_check" CHECK ("orders"."carrier" in ('dhl', 'dpd', 'ups', 'postAt', 'swissPost', 'usps', 'fedex'));--> statement-breakpoint
-- A sale is Requested from its placing on (issue 25); sales placed before were left Open.
UPDATE "orders" SET "order_state" = 'Requested' WHERE "transaction_type" = 'sell' AND "order_state" = 'Open';--> statement-breakpoint
-- Every order's timeline starts with its placing; the order desk was not told of these (mail_sent_at set).
INSERT INTO "order_events" ("order_id", "at", "event", "actor_kind", "order_state", "payment_state", "mail_sent_at")
SELECT "id", "created_at", 'placed', 'customer', CASE WHEN "transaction_type" = 'buy' THEN 'Open' ELSE 'Requested' END, 'Pending', "created_at" FROM "orders";
