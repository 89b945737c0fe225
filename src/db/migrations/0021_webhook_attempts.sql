CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer,
	"error" text,
	"attempted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "webhook_attempts_status" CHECK ("webhook_attempts"."status" in ('SUCCEEDED', 'FAILED', 'UNKNOWN'))
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_delivery_attempt" ON "webhook_attempts" USING btree ("delivery_id","attempt");