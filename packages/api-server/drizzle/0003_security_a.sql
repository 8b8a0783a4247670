CREATE TABLE "account_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_key_hash" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;