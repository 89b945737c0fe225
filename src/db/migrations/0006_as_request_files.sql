CREATE TABLE "as_request_files" (
	"as_request_id" bigint NOT NULL,
	"file_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "as_request_files_as_request_id_file_id_pk" PRIMARY KEY("as_request_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "as_request_files" ADD CONSTRAINT "as_request_files_as_request_id_as_requests_id_fk" FOREIGN KEY ("as_request_id") REFERENCES "public"."as_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_request_files" ADD CONSTRAINT "as_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;