CREATE TABLE "authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"family_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_consents" (
	"claim_id" integer NOT NULL,
	"terms_id" integer NOT NULL,
	"terms_ver" text NOT NULL,
	"agreed_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_consents_claim_id_terms_id_pk" PRIMARY KEY("claim_id","terms_id")
);
--> statement-breakpoint
CREATE TABLE "claim_dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"destination" text NOT NULL,
	"reference" text NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"claim_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "claim_files_claim_id_file_id_pk" PRIMARY KEY("claim_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"submitted_by" text NOT NULL,
	"claim_date" date NOT NULL,
	"insurer_cd" text NOT NULL,
	"insu_fax" text NOT NULL,
	"client_nm" text NOT NULL,
	"client_birthday" date NOT NULL,
	"client_tel" text NOT NULL,
	"client_memo" text DEFAULT '' NOT NULL,
	"job_cd" text NOT NULL,
	"bank_cd" text,
	"bank_account_enc" text,
	"bank_account_holder" text,
	"direct_debit_accnt_yn" boolean NOT NULL,
	"well_fare_yn" boolean NOT NULL,
	"event_date" date NOT NULL,
	"event_type_cd" text NOT NULL,
	"event_place" text,
	"event_text" text NOT NULL,
	"callback_who" text NOT NULL,
	"callback_name" text NOT NULL,
	"callback_tel" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status" CHECK ("claims"."status" in ('RECEIVED', 'SENDING', 'SENT', 'FAILED', 'COMPLETE', 'CANCELLED')),
	CONSTRAINT "claims_event_type" CHECK ("claims"."event_type_cd" in ('DISEASE', 'INJURY', 'TRAFFIC', 'DEATH', 'OTHER')),
	CONSTRAINT "claims_callback_who" CHECK ("claims"."callback_who" in ('FC', 'CLIENT', 'OTHER')),
	CONSTRAINT "claims_bank_or_direct_debit" CHECK ("claims"."direct_debit_accnt_yn" or ("claims"."bank_cd" is not null and "claims"."bank_account_enc" is not null and "claims"."bank_account_holder" is not null))
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"fax" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "insurers_type" CHECK ("insurers"."type" in ('LIFE', 'NON_LIFE'))
);
--> statement-breakpoint
CREATE TABLE "job_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"risk_grade" smallint NOT NULL,
	CONSTRAINT "job_codes_risk_grade" CHECK ("job_codes"."risk_grade" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "oauth_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_not_own_parent" CHECK ("organizations"."parent_id" <> "organizations"."id")
);
--> statement-breakpoint
CREATE TABLE "post_office_centers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fax" text NOT NULL,
	"tel" text NOT NULL,
	"addr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_state" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_cd" text NOT NULL,
	"name" text NOT NULL,
	"ver" text NOT NULL,
	"started_on" timestamp (3) with time zone NOT NULL,
	"ended_on" timestamp (3) with time zone NOT NULL,
	"required" boolean NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_validity" CHECK ("terms"."ended_on" > "terms"."started_on")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"ci" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"role" text NOT NULL,
	"org_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_ci_unique" UNIQUE("ci"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('ADMIN', 'MANAGER', 'FC'))
);
--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_consents" ADD CONSTRAINT "claim_consents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_consents" ADD CONSTRAINT "claim_consents_terms_id_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_dispatches" ADD CONSTRAINT "claim_dispatches_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_insurer_cd_insurers_code_fk" FOREIGN KEY ("insurer_cd") REFERENCES "public"."insurers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_job_cd_job_codes_code_fk" FOREIGN KEY ("job_cd") REFERENCES "public"."job_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_bank_cd_banks_code_fk" FOREIGN KEY ("bank_cd") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_dispatches_claim" ON "claim_dispatches" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_user_date" ON "claims" USING btree ("user_id","claim_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_status" ON "claims" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "organizations_parent" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terms_owner_validity" ON "terms" USING btree ("owner_cd","started_on","ended_on");--> statement-breakpoint
CREATE INDEX "users_org" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree (lower("email"));