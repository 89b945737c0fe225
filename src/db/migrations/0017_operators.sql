CREATE TABLE "operator_password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "operator_password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"csrf_token" text NOT NULL,
	"enrol_secret_enc" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "operator_sessions_stage" CHECK ("operator_sessions"."stage" in ('ACTIVE', 'PENDING_TOTP', 'PENDING_ENROLMENT'))
);
--> statement-breakpoint
CREATE TABLE "operator_sso_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp (3) with time zone,
	"totp_secret_enc" text,
	"sso_issuer" text,
	"sso_subject" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_email_unique" UNIQUE("email"),
	CONSTRAINT "operators_sso_subject" UNIQUE("sso_issuer","sso_subject"),
	CONSTRAINT "operators_role" CHECK ("operators"."role" in ('ADMIN', 'REVIEWER', 'VIEWER')),
	CONSTRAINT "operators_email_lower" CHECK ("operators"."email" = lower("operators"."email")),
	CONSTRAINT "operators_sso_pair" CHECK (("operators"."sso_issuer" is null) = ("operators"."sso_subject" is null))
);
--> statement-breakpoint
ALTER TABLE "operator_password_links" ADD CONSTRAINT "operator_password_links_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_password_links_operator" ON "operator_password_links" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");