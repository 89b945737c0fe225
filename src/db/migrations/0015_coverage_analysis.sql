CREATE TABLE "analysis_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_cd" text NOT NULL,
	"user_id" integer NOT NULL,
	"agreed_by" text NOT NULL,
	"agreed_at" timestamp (3) with time zone NOT NULL,
	"terms" jsonb NOT NULL,
	"verification_id" text,
	"analysis_id" text
);
--> statement-breakpoint
CREATE TABLE "coverage_analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"verification_id" text,
	"analysis_date" date NOT NULL,
	"client_enc" text NOT NULL,
	"client_birth_hash" text NOT NULL,
	"annual_income" bigint,
	"contracts_enc" text,
	"result_enc" text,
	"summary_enc" text,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"failure_code" text,
	"failure_message" text,
	"expired_at" timestamp (3) with time zone,
	"sandbox" boolean NOT NULL,
	"consent_id" integer NOT NULL,
	CONSTRAINT "coverage_analyses_status" CHECK ("coverage_analyses"."status" in ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "coverage_analyses_source" CHECK ("coverage_analyses"."source" in ('VERIFICATION', 'MANUAL')),
	CONSTRAINT "coverage_analyses_failure" CHECK (("coverage_analyses"."status" = 'FAILED') = ("coverage_analyses"."failure_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "coverage_category_settings" (
	"category_cd" text PRIMARY KEY NOT NULL,
	"recommended_amount" bigint NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_category_settings_amount" CHECK ("coverage_category_settings"."recommended_amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coverage_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"client_enc" text NOT NULL,
	"provider_enc" text,
	"contracts_enc" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"attempts_left" smallint NOT NULL,
	"resends_used" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp (3) with time zone NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"last_error_code" text,
	"sandbox" boolean NOT NULL,
	"consent_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "coverage_verifications_status" CHECK ("coverage_verifications"."status" in ('CODE_SENT', 'VERIFIED', 'FAILED', 'EXPIRED', 'USED')),
	CONSTRAINT "coverage_verifications_method" CHECK ("coverage_verifications"."method" in ('SMS_CODE', 'APP_PUSH')),
	CONSTRAINT "coverage_verifications_attempts" CHECK ("coverage_verifications"."attempts_left" between 0 and 5),
	CONSTRAINT "coverage_verifications_resends" CHECK ("coverage_verifications"."resends_used" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "pii_access_log" ADD COLUMN "analysis_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_consents" ADD CONSTRAINT "analysis_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_analyses" ADD CONSTRAINT "coverage_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_analyses" ADD CONSTRAINT "coverage_analyses_consent_id_analysis_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."analysis_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_verifications" ADD CONSTRAINT "coverage_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_verifications" ADD CONSTRAINT "coverage_verifications_consent_id_analysis_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."analysis_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_consents_verification" ON "analysis_consents" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "analysis_consents_analysis" ON "analysis_consents" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_analyses_verification" ON "coverage_analyses" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "coverage_analyses_user_requested" ON "coverage_analyses" USING btree ("user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "coverage_analyses_status" ON "coverage_analyses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "coverage_verifications_user" ON "coverage_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coverage_verifications_expires" ON "coverage_verifications" USING btree ("expires_at");--> statement-breakpoint

-- The recommended amount of each coverage category (KRW; reference data an admin edits). Defaults are round values
-- within the ranges Korean insurers' coverage-analysis guides give a household (docs/decisions.md, "Coverage
-- analysis"); with an annual income the death categories recommend 3 × the income instead.
INSERT INTO coverage_category_settings (category_cd, recommended_amount, description) VALUES
  ('DEATH_GENERAL', 100000000, '사망 시 유족의 생활비·부채 상환 재원. 소득이 있으면 연소득의 3배를 권장합니다.'),
  ('DEATH_DISEASE', 100000000, '질병으로 인한 사망 보장. 일반사망 보장도 함께 계산됩니다.'),
  ('DEATH_INJURY', 100000000, '상해(사고)로 인한 사망 보장. 일반사망 보장도 함께 계산됩니다.'),
  ('DISABILITY_DISEASE', 50000000, '질병으로 인한 후유장해(3~100%) 보장.'),
  ('DISABILITY_INJURY', 100000000, '상해로 인한 후유장해(3~100%) 보장.'),
  ('CANCER', 50000000, '일반암 진단 시 치료비와 소득 공백을 위한 일시금. 3,000만~5,000만 원이 일반적인 권장 범위입니다.'),
  ('MINOR_CANCER', 10000000, '갑상선암·기타피부암·제자리암·경계성종양 진단비.'),
  ('CEREBRAL_HEMORRHAGE', 20000000, '뇌출혈(I60~I62) 진단비.'),
  ('STROKE', 20000000, '뇌졸중(뇌출혈·뇌경색 포함) 진단비.'),
  ('CEREBROVASCULAR', 20000000, '뇌혈관질환(I60~I69) 전체 진단비.'),
  ('ACUTE_MI', 20000000, '급성심근경색(I21~I23) 진단비.'),
  ('ISCHEMIC_HEART', 20000000, '허혈성심장질환(I20~I25) 전체 진단비.'),
  ('SURGERY_DISEASE', 1000000, '질병 수술 1회당 수술비.'),
  ('SURGERY_INJURY', 1000000, '상해 수술 1회당 수술비.'),
  ('HOSPITAL_DISEASE', 30000, '질병 입원 1일당 일당.'),
  ('HOSPITAL_INJURY', 30000, '상해 입원 1일당 일당.'),
  ('MEDICAL_EXPENSE', 50000000, '실손의료비 입원 보상한도(연간 5,000만 원이 표준 한도).'),
  ('LIABILITY', 100000000, '일상생활 중 타인에게 끼친 손해의 배상책임 한도(1억 원이 일반적).'),
  ('DENTAL', 1000000, '보철(임플란트·브릿지) 등 치아 치료비.'),
  ('DEMENTIA_CARE', 20000000, '중증치매 진단·간병 보장.'),
  ('DRIVER', 200000000, '교통사고처리지원금 등 운전자 비용 보장의 최대 한도.');
