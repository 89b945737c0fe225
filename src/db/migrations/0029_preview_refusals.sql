CREATE TABLE "file_preview_refusals" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_preview_refusals" ADD CONSTRAINT "file_preview_refusals_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_preview_refusals_created" ON "file_preview_refusals" USING btree ("created_at");