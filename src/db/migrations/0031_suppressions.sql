CREATE TABLE "erasures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"suppression_id" bigint NOT NULL,
	"erased_lead_count" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"identity_check" text NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"result_notified_at" timestamp (3) with time zone,
	"result_channel" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "erasures_identity_check" CHECK ("erasures"."identity_check" in ('PHONE_AUTH', 'CALLBACK', 'DOCUMENT'))
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_hash" text NOT NULL,
	"phone_1" text NOT NULL,
	"phone_3" text NOT NULL,
	"phone_masked" text NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"identity_check" text DEFAULT 'NONE' NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by" text NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"result_notified_at" timestamp (3) with time zone,
	"result_channel" text,
	"expires_at" timestamp (3) with time zone,
	"lifted_at" timestamp (3) with time zone,
	"lifted_by" text,
	"lift_reason" text,
	"affected_lead_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "suppressions_reason" CHECK ("suppressions"."reason" in ('CONSUMER_REQUEST', 'DNC_REGISTRY', 'ERASURE_REQUEST', 'LEGAL', 'OTHER')),
	CONSTRAINT "suppressions_channel" CHECK ("suppressions"."channel" in ('CALL_CENTER', 'CONSULTANT', 'WEB', 'WRITTEN', 'DONOTCALL')),
	CONSTRAINT "suppressions_identity_check" CHECK ("suppressions"."identity_check" in ('PHONE_AUTH', 'CALLBACK', 'DOCUMENT', 'NONE'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_suppression_id_suppressions_id_fk" FOREIGN KEY ("suppression_id") REFERENCES "public"."suppressions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasures_suppression" ON "erasures" USING btree ("suppression_id");--> statement-breakpoint
CREATE INDEX "erasures_due" ON "erasures" USING btree ("due_at") WHERE "erasures"."result_notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_one_live_per_phone" ON "suppressions" USING btree ("phone_hash") WHERE "suppressions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "suppressions_phone" ON "suppressions" USING btree ("phone_hash","id");--> statement-breakpoint
CREATE INDEX "suppressions_due" ON "suppressions" USING btree ("due_at") WHERE "suppressions"."result_notified_at" is null;--> statement-breakpoint
CREATE INDEX "as_request_files_file" ON "as_request_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "as_requests_order" ON "as_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "assignments_lead" ON "assignments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "assignments_order" ON "assignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "distributions_to_order" ON "distributions" USING btree ("to_order_id");--> statement-breakpoint
CREATE INDEX "leads_phone_hash" ON "leads" USING btree ("phone_hash");