CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"cdn_url" text NOT NULL,
	"upload_expires_at" timestamp (3) with time zone NOT NULL,
	"uploaded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_status" CHECK ("files"."status" in ('PENDING', 'UPLOADED')),
	CONSTRAINT "files_purpose" CHECK ("files"."purpose" in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT')),
	CONSTRAINT "files_owner_kind" CHECK ("files"."owner_kind" in ('portal', 'provider', 'consultant', 'client')),
	CONSTRAINT "files_size" CHECK ("files"."size" between 1 and 20971520),
	CONSTRAINT "files_uploaded_at" CHECK (("files"."status" = 'UPLOADED') = ("files"."uploaded_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "files_pending_expiry" ON "files" USING btree ("upload_expires_at") WHERE "files"."status" = 'PENDING';