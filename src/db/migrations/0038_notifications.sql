-- Telling the consultant (routing.md §4): each portal user's notification settings (channel, phone sealed by the
-- vault with its mask, quiet hours), the messages sent to them (the log: QUEUED until due, then SENT or FAILED) and
-- the notice items each message covers. One open message per consultant, kind and product gathers every item until
-- it goes out; an item is unique per consultant, kind, lead and source, so an event handed over twice adds nothing.
CREATE TABLE "notice_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"portal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"source" text NOT NULL,
	"became_at" timestamp (3) with time zone NOT NULL,
	"left_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notice_items_kind" CHECK ("notice_items"."kind" in ('ASSIGNED', 'HALF_TIME', 'TAKEN_BACK', 'SUPPRESSED'))
);
--> statement-breakpoint
CREATE TABLE "notice_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"portal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text NOT NULL,
	"to_masked" text,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"first_at" timestamp (3) with time zone NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"body" text,
	"failure_message" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "notice_messages_kind" CHECK ("notice_messages"."kind" in ('ASSIGNED', 'HALF_TIME', 'TAKEN_BACK', 'SUPPRESSED')),
	CONSTRAINT "notice_messages_status" CHECK ("notice_messages"."status" in ('QUEUED', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"portal_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone_enc" text,
	"phone_masked" text,
	"quiet_from" text NOT NULL,
	"quiet_to" text NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_settings_channel" CHECK ("notification_settings"."channel" in ('KAKAO', 'SMS', 'NONE')),
	CONSTRAINT "notification_settings_phone" CHECK ("notification_settings"."channel" = 'NONE' or "notification_settings"."phone_enc" is not null)
);
--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_message_id_notice_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."notice_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_messages" ADD CONSTRAINT "notice_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_items_once" ON "notice_items" USING btree ("portal_id","kind","lead_id","source");--> statement-breakpoint
CREATE INDEX "notice_items_message" ON "notice_items" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "notice_messages_portal" ON "notice_messages" USING btree ("portal_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_messages_due" ON "notice_messages" USING btree ("due_at") WHERE "notice_messages"."status" = 'QUEUED';--> statement-breakpoint
CREATE UNIQUE INDEX "notice_messages_one_open" ON "notice_messages" USING btree ("portal_id","kind","product_id") WHERE "notice_messages"."status" = 'QUEUED';