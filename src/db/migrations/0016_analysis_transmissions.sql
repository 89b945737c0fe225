CREATE TABLE "analysis_transmissions" (
	"id" text PRIMARY KEY NOT NULL,
	"analysis_kind" text NOT NULL,
	"analysis_id" text NOT NULL,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"to_masked" text NOT NULL,
	"to_enc" text,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"failure_message" text,
	"reference" text,
	"sandbox" boolean NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp (3) with time zone,
	"link_failures" smallint DEFAULT 0 NOT NULL,
	"link_locked_at" timestamp (3) with time zone,
	"link_revoked_at" timestamp (3) with time zone,
	CONSTRAINT "analysis_transmissions_kind" CHECK ("analysis_transmissions"."analysis_kind" in ('COVERAGE', 'MEDICAL')),
	CONSTRAINT "analysis_transmissions_status" CHECK ("analysis_transmissions"."status" in ('QUEUED', 'SENT', 'FAILED')),
	CONSTRAINT "analysis_transmissions_pair" CHECK (("analysis_transmissions"."recipient" = 'CLIENT' and "analysis_transmissions"."channel" in ('SMS', 'KAKAO')) or ("analysis_transmissions"."recipient" = 'FC' and "analysis_transmissions"."channel" = 'EMAIL')),
	CONSTRAINT "analysis_transmissions_link_failures" CHECK ("analysis_transmissions"."link_failures" between 0 and 5)
);
--> statement-breakpoint
CREATE INDEX "analysis_transmissions_analysis" ON "analysis_transmissions" USING btree ("analysis_kind","analysis_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_transmissions_queued" ON "analysis_transmissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_transmissions_link" ON "analysis_transmissions" USING btree ("link_token_hash");