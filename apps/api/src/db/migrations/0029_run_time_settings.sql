CREATE TABLE "shop_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"in_maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row_check" CHECK ("shop_settings"."id" = 'shop')
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_key" text PRIMARY KEY NOT NULL,
	"dealer_account" jsonb NOT NULL,
	"order_desk_email" text NOT NULL,
	"unpaid_reminder_days" integer NOT NULL,
	"unpaid_cancel_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_days_check" CHECK ("store_settings"."unpaid_reminder_days" between 1 and 365 and "store_settings"."unpaid_cancel_days" between 2 and 365 and "store_settings"."unpaid_cancel_days" > "store_settings"."unpaid_reminder_days")
);
--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "cash_payout_limit_cent_amount" integer DEFAULT 1500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD CONSTRAINT "store_rules_amounts_check" CHECK ("store_rules"."aml_cash_threshold_cent_amount" > 0 and "store_rules"."scrap_box_limit_cent_amount" > 0 and "store_rules"."cash_payout_limit_cent_amount" >= 0);