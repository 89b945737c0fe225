CREATE TABLE "file_previews" (
	"file_id" integer NOT NULL,
	"page" integer NOT NULL,
	"pages" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_previews_file_id_page_pk" PRIMARY KEY("file_id","page"),
	CONSTRAINT "file_previews_page" CHECK ("file_previews"."page" between 1 and "file_previews"."pages")
);
--> statement-breakpoint
ALTER TABLE "pii_access_log" ADD COLUMN "file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "file_previews" ADD CONSTRAINT "file_previews_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_previews_created" ON "file_previews" USING btree ("created_at");