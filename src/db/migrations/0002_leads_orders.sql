CREATE TABLE "as_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "as_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"portal_id" integer NOT NULL,
	"order_id" bigint,
	"reason_code" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"customer_memo" text,
	"admin_note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "as_requests_status" CHECK ("as_requests"."status" in ('WAITING', 'HOLD', 'APPROVED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"end_reason" text,
	CONSTRAINT "assignments_kind" CHECK ("assignments"."kind" in ('PROVISIONAL', 'CONFIRMED'))
);
--> statement-breakpoint
CREATE TABLE "distribution_items" (
	"distribution_id" bigint NOT NULL,
	"lead_id" bigint NOT NULL,
	"previous_order_id" bigint,
	"previous_assignment_id" bigint,
	"previous_used_at" timestamp (3) with time zone,
	"previous_distributed_at" timestamp (3) with time zone,
	"previous_distributed_from" integer,
	"recalled_at" timestamp (3) with time zone,
	CONSTRAINT "distribution_items_distribution_id_lead_id_pk" PRIMARY KEY("distribution_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_portal_id" integer NOT NULL,
	"to_portal_id" integer NOT NULL,
	"to_order_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"lead_count" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" smallint,
	"response_body" text,
	"response_type" text,
	"locked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"event" text NOT NULL,
	"portal_id" integer,
	"order_id" bigint,
	"detail" jsonb,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text DEFAULT 'UNASSIGNED' NOT NULL,
	"name" text NOT NULL,
	"phone_enc" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_1" text NOT NULL,
	"phone_3" text NOT NULL,
	"phone_masked" text NOT NULL,
	"email" text,
	"region_id" integer,
	"address" text,
	"memo" text,
	"birth_date" text,
	"gender" text,
	"ssn_enc" text,
	"metadata" jsonb,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"owner_portal_id" integer,
	"order_id" bigint,
	"assignment_id" bigint,
	"assigned_at" timestamp (3) with time zone,
	"used_at" timestamp (3) with time zone,
	"last_distributed_at" timestamp (3) with time zone,
	"last_distributed_from" integer,
	"latest_as_status" text,
	CONSTRAINT "leads_status" CHECK ("leads"."status" in ('UNASSIGNED', 'PROVISIONAL', 'ASSIGNED', 'RETURNED')),
	CONSTRAINT "leads_owner" CHECK (("leads"."status" = 'ASSIGNED') = ("leads"."owner_portal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_regions" (
	"order_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"provisional_count" integer DEFAULT 0 NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_regions_order_id_region_id_pk" PRIMARY KEY("order_id","region_id"),
	CONSTRAINT "order_regions_quantity" CHECK ("order_regions"."quantity" between 1 and 100000),
	CONSTRAINT "order_regions_counters" CHECK ("order_regions"."provisional_count" >= 0 and "order_regions"."confirmed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	"source" text NOT NULL,
	"orderer_name" text NOT NULL,
	"orderer_contact" text NOT NULL,
	"region_memo" text,
	"memo" text,
	"reservation_date" timestamp (3) with time zone,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"provisional_count" integer DEFAULT 0 NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "orders_source" CHECK ("orders"."source" in ('ORDER', 'AUTO', 'DISTRIBUTION')),
	CONSTRAINT "orders_counters" CHECK ("orders"."provisional_count" >= 0 and "orders"."confirmed_count" >= 0 and "orders"."used_count" >= 0
        and "orders"."confirmed_count" <= "orders"."ordered_quantity"
        and "orders"."provisional_count" + "orders"."confirmed_count" <= "orders"."ordered_quantity")
);
--> statement-breakpoint
CREATE TABLE "pii_access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pii_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" integer,
	"portal_id" integer,
	"action" text NOT NULL,
	"lead_ids" bigint[] NOT NULL,
	"fields" text[] NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "as_requests" ADD CONSTRAINT "as_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_requests" ADD CONSTRAINT "as_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_requests" ADD CONSTRAINT "as_requests_reason_code_as_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."as_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_items" ADD CONSTRAINT "distribution_items_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_items" ADD CONSTRAINT "distribution_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_to_order_id_orders_id_fk" FOREIGN KEY ("to_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_regions" ADD CONSTRAINT "order_regions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_regions" ADD CONSTRAINT "order_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "as_requests_one_open_per_lead" ON "as_requests" USING btree ("lead_id") WHERE "as_requests"."status" in ('WAITING', 'HOLD');--> statement-breakpoint
CREATE INDEX "as_requests_lead_latest" ON "as_requests" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "as_requests_portal" ON "as_requests" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_one_live_per_lead" ON "assignments" USING btree ("lead_id") WHERE "assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_order_live" ON "assignments" USING btree ("order_id","kind","id") WHERE "assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "distribution_items_lead" ON "distribution_items" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "distributions_from" ON "distributions" USING btree ("from_portal_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_contact_per_provider" ON "leads" USING btree ("provider_id","phone_hash");--> statement-breakpoint
CREATE INDEX "leads_owner_distributed" ON "leads" USING btree ("owner_portal_id","last_distributed_at") WHERE "leads"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "leads_owner_used" ON "leads" USING btree ("owner_portal_id","used_at") WHERE "leads"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "leads_owner_birth" ON "leads" USING btree ("owner_portal_id","birth_date") WHERE "leads"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "leads_distributed_from" ON "leads" USING btree ("last_distributed_from","last_distributed_at");--> statement-breakpoint
CREATE INDEX "leads_unassigned" ON "leads" USING btree ("provider_id","product_id","region_id","id") WHERE "leads"."status" = 'UNASSIGNED';--> statement-breakpoint
CREATE INDEX "leads_order" ON "leads" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_auto_open" ON "orders" USING btree ("provider_id","product_id","portal_id") WHERE "orders"."source" = 'AUTO' and "orders"."status" in ('PENDING', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "orders_portal_created" ON "orders" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_by_product" ON "orders" USING btree ("provider_id","product_id","portal_id","created_at") WHERE "orders"."status" in ('PENDING', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "pii_access_log_at" ON "pii_access_log" USING btree ("at");