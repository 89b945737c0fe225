-- Routing rules (routing.md §1, §2, §6): an order's caps, schedule and pause; a consultant's routing profile (leave);
-- a product's confirmation, routing mode and first-contact settings. Assignments are marked when the engine made
-- them (round-robin's turns), and found per order by their time (the caps count a Korea day's and month's).
CREATE TABLE "routing_profiles" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "assignments_order";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "routing" text DEFAULT 'FIFO' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "first_contact_minutes" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_sla_recalls" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "routed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "daily_cap" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "monthly_cap" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_until" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "assignments_order" ON "assignments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_routing" CHECK ("products"."routing" in ('FIFO', 'ROUND_ROBIN'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_first_contact_minutes" CHECK ("products"."first_contact_minutes" between 5 and 10080);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_sla_recalls" CHECK ("products"."max_sla_recalls" between 0 and 5);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_caps" CHECK ("orders"."daily_cap" between 1 and 100000 and "orders"."monthly_cap" between 1 and 100000);