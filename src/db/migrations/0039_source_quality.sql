-- Source quality (routing.md §7): lead_refusals records each registration refused for the source's fault (a
-- duplicate contact, a suppressed phone, a resident registration number, a consent the rules refuse) with its
-- provider, product, code and time, and nothing personal, since a refused registration stores no lead;
-- provider_quality keeps each provider's computed figures per Korea-date range for up to an hour.
CREATE TABLE "lead_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"refused_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lead_refusals_code" CHECK ("lead_refusals"."code" in ('DUPLICATE_CONTACT', 'DUPLICATE_IN_FILE', 'CONTACT_SUPPRESSED', 'SSN_NOT_ACCEPTED')
        or "lead_refusals"."code" like 'CONSENT\_%')
);
--> statement-breakpoint
CREATE TABLE "provider_quality" (
	"provider_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"as_of" timestamp (3) with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "provider_quality_provider_id_from_date_to_date_pk" PRIMARY KEY("provider_id","from_date","to_date")
);
--> statement-breakpoint
ALTER TABLE "lead_refusals" ADD CONSTRAINT "lead_refusals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_refusals" ADD CONSTRAINT "lead_refusals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_quality" ADD CONSTRAINT "provider_quality_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_refusals_provider_at" ON "lead_refusals" USING btree ("provider_id","refused_at");--> statement-breakpoint
CREATE INDEX "provider_quality_as_of" ON "provider_quality" USING btree ("as_of");