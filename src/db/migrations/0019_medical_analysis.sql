CREATE TABLE "checkup_criteria" (
	"version" text NOT NULL,
	"valid_from" date NOT NULL,
	"item_cd" text NOT NULL,
	"sex" text NOT NULL,
	"item_nm" text NOT NULL,
	"unit" text NOT NULL,
	"decimals" smallint NOT NULL,
	"scale" jsonb,
	"bands" jsonb NOT NULL,
	"reference_range" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkup_criteria_version_item_cd_sex_pk" PRIMARY KEY("version","item_cd","sex"),
	CONSTRAINT "checkup_criteria_sex" CHECK ("checkup_criteria"."sex" in ('M', 'F', 'A'))
);
--> statement-breakpoint
CREATE TABLE "drug_ingredients" (
	"ingredient_cd" text PRIMARY KEY NOT NULL,
	"ingredient_nm" text NOT NULL,
	"drug_class" text
);
--> statement-breakpoint
CREATE TABLE "kcd_codes" (
	"revision" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "kcd_codes_revision_code_pk" PRIMARY KEY("revision","code")
);
--> statement-breakpoint
CREATE TABLE "kcd_range_groups" (
	"group_cd" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"ranges" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kcd_revisions" (
	"revision" text PRIMARY KEY NOT NULL,
	"valid_from" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"auth_request_id" text NOT NULL,
	"status" text NOT NULL,
	"analysis_date" date NOT NULL,
	"client_enc" text NOT NULL,
	"client_birth_hash" text NOT NULL,
	"coverage_analysis_id" text,
	"missing_sources" jsonb NOT NULL,
	"records_enc" text,
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
	CONSTRAINT "medical_analyses_status" CHECK ("medical_analyses"."status" in ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "medical_analyses_failure" CHECK (("medical_analyses"."status" = 'FAILED') = ("medical_analyses"."failure_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "medical_auth_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"auth_method" text NOT NULL,
	"client_enc" text NOT NULL,
	"sources" jsonb NOT NULL,
	"provider_enc" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"analysis_id" text,
	"coverage_analysis_id" text,
	"sandbox" boolean NOT NULL,
	"consent_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	CONSTRAINT "medical_auth_requests_status" CHECK ("medical_auth_requests"."status" in ('WAITING', 'COMPLETED', 'DENIED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "medical_analyses" ADD CONSTRAINT "medical_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_analyses" ADD CONSTRAINT "medical_analyses_consent_id_analysis_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."analysis_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_auth_requests" ADD CONSTRAINT "medical_auth_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_auth_requests" ADD CONSTRAINT "medical_auth_requests_consent_id_analysis_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."analysis_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kcd_range_groups_purpose" ON "kcd_range_groups" USING btree ("purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_analyses_auth_request" ON "medical_analyses" USING btree ("auth_request_id");--> statement-breakpoint
CREATE INDEX "medical_analyses_user_requested" ON "medical_analyses" USING btree ("user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "medical_analyses_status" ON "medical_analyses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "medical_auth_requests_user" ON "medical_auth_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "medical_auth_requests_expires" ON "medical_auth_requests" USING btree ("expires_at");--> statement-breakpoint
-- Reference data of the medical analysis (contract §7.3). KCD revisions: KCD-8 until 2025-12-31, KCD-9 from 2026-01-01.
INSERT INTO kcd_revisions (revision, valid_from) VALUES ('KCD8', '2021-01-01'), ('KCD9', '2026-01-01');
--> statement-breakpoint
-- The codes the sandbox source uses and the common ones around them, with their Korean names.
INSERT INTO kcd_codes (revision, code, name) VALUES
  ('KCD8', 'B20', '감염성 및 기생충성 질환을 유발한 인체면역결핍바이러스병'),
  ('KCD8', 'C16.9', '상세불명의 위의 악성 신생물'),
  ('KCD8', 'C18.9', '상세불명의 결장의 악성 신생물'),
  ('KCD8', 'C34.9', '상세불명의 기관지 또는 폐의 악성 신생물'),
  ('KCD8', 'C50.9', '상세불명의 유방의 악성 신생물'),
  ('KCD8', 'C73', '갑상선의 악성 신생물'),
  ('KCD8', 'C92.0', '급성 골수성 백혈병'),
  ('KCD8', 'E11.9', '합병증을 동반하지 않은 2형 당뇨병'),
  ('KCD8', 'E78.5', '상세불명의 고지혈증'),
  ('KCD8', 'F41.9', '상세불명의 불안장애'),
  ('KCD8', 'F51.0', '비기질성 불면증'),
  ('KCD8', 'H10.9', '상세불명의 결막염'),
  ('KCD8', 'I10', '본태성(원발성) 고혈압'),
  ('KCD8', 'I20.9', '상세불명의 협심증'),
  ('KCD8', 'I21.9', '상세불명의 급성 심근경색증'),
  ('KCD8', 'I25.2', '오래된 심근경색증'),
  ('KCD8', 'I34.0', '비류마티스성 승모판폐쇄부전'),
  ('KCD8', 'I63.9', '상세불명의 뇌경색증'),
  ('KCD8', 'J06.9', '상세불명의 급성 상기도감염'),
  ('KCD8', 'J20.9', '상세불명의 급성 기관지염'),
  ('KCD8', 'K21.9', '식도염을 동반하지 않은 위-식도역류병'),
  ('KCD8', 'K29.7', '상세불명의 위염'),
  ('KCD8', 'K35.8', '기타 및 상세불명의 급성 충수염'),
  ('KCD8', 'K70.3', '알코올성 간경화'),
  ('KCD8', 'K74.0', '간섬유증'),
  ('KCD8', 'K74.6', '기타 및 상세불명의 간경화'),
  ('KCD8', 'K80.2', '담관염이 없는 담낭의 결석'),
  ('KCD8', 'M17.9', '상세불명의 무릎관절증'),
  ('KCD8', 'M51.2', '기타 명시된 추간판 전위'),
  ('KCD8', 'M54.5', '요통, 허리부분'),
  ('KCD8', 'N39.0', '부위가 명시되지 않은 요로감염'),
  ('KCD8', 'S82.0', '무릎뼈의 골절'),
  ('KCD8', 'S93.4', '발목의 염좌 및 긴장'),
  ('KCD8', 'Z21', '무증상 인체면역결핍바이러스감염 상태');
--> statement-breakpoint
-- KCD-9 keeps these codes and names; a code it renames gets its own row by the admin later.
INSERT INTO kcd_codes (revision, code, name) SELECT 'KCD9', code, name FROM kcd_codes WHERE revision = 'KCD8';
--> statement-breakpoint
INSERT INTO kcd_range_groups (group_cd, purpose, name, ranges) VALUES
  ('CANCER', 'TEN_DISEASES', '암', '["C00-C97"]'),
  ('LEUKEMIA', 'TEN_DISEASES', '백혈병', '["C91-C95"]'),
  ('HYPERTENSION', 'TEN_DISEASES', '고혈압', '["I10-I15"]'),
  ('ANGINA', 'TEN_DISEASES', '협심증', '["I20"]'),
  ('MYOCARDIAL_INFARCTION', 'TEN_DISEASES', '심근경색', '["I21-I23", "I25.2"]'),
  ('VALVULAR_HEART', 'TEN_DISEASES', '심장판막증', '["I05-I08", "I34-I38"]'),
  ('CIRRHOSIS', 'TEN_DISEASES', '간경화증', '["K70.3", "K74.3-K74.6"]'),
  ('STROKE', 'TEN_DISEASES', '뇌졸중', '["I60-I64"]'),
  ('DIABETES', 'TEN_DISEASES', '당뇨병', '["E10-E14"]'),
  ('HIV', 'TEN_DISEASES', '에이즈·HIV 보균', '["B20-B24", "Z21"]'),
  ('LIVER_FIBROSIS', 'TEN_DISEASES_CHECK', '간섬유증·간경화 의심', '["K74.0-K74.2"]'),
  ('INJURY', 'INJURY', '손상·외인', '["S00-T98", "V01-Y98"]'),
  ('CLAIM_INJURY', 'CLAIM_INJURY', '손상(청구 사고유형 상해)', '["S00-T98"]');
--> statement-breakpoint
INSERT INTO drug_ingredients (ingredient_cd, ingredient_nm, drug_class) VALUES
  ('AMLODIPINE', '암로디핀베실산염', 'ANTIHYPERTENSIVE'),
  ('LOSARTAN', '로사르탄칼륨', 'ANTIHYPERTENSIVE'),
  ('VALSARTAN', '발사르탄', 'ANTIHYPERTENSIVE'),
  ('ALPRAZOLAM', '알프라졸람', 'TRANQUILIZER'),
  ('DIAZEPAM', '디아제팜', 'TRANQUILIZER'),
  ('ZOLPIDEM', '졸피뎀타르타르산염', 'HYPNOTIC'),
  ('METHYLPHENIDATE', '메틸페니데이트염산염', 'STIMULANT'),
  ('ACETAMINOPHEN', '아세트아미노펜', 'ANALGESIC'),
  ('IBUPROFEN', '이부프로펜', 'ANALGESIC'),
  ('TRAMADOL', '트라마돌염산염', 'ANALGESIC'),
  ('OXYCODONE', '옥시코돈염산염', 'NARCOTIC'),
  ('FENTANYL', '펜타닐', 'NARCOTIC'),
  ('AMOXICILLIN', '아목시실린', NULL),
  ('CEFACLOR', '세파클러', NULL),
  ('METFORMIN', '메트포르민염산염', NULL),
  ('ATORVASTATIN', '아토르바스타틴칼슘', NULL),
  ('FAMOTIDINE', '파모티딘', NULL),
  ('ESOMEPRAZOLE', '에스오메프라졸마그네슘', NULL),
  ('CETIRIZINE', '세티리진염산염', NULL),
  ('TAMOXIFEN', '타목시펜시트르산염', NULL);
--> statement-breakpoint
-- The national screening criteria (국가건강검진 판정기준), version 2026.1. `from` is inclusive; values are rounded
-- half-up to `decimals` first (so "≤ 40" is "below 41" at 0 decimals, "> 1.5" is "from 1.51" at 2).
INSERT INTO checkup_criteria (version, valid_from, item_cd, sex, item_nm, unit, decimals, scale, bands, reference_range, sort_order) VALUES
  ('2026.1', '1900-01-01', 'BMI', 'A', '체질량지수', 'kg/m²', 1, NULL, '[{"from":null,"judgement":"BORDERLINE"},{"from":18.5,"judgement":"NORMAL"},{"from":25.0,"judgement":"BORDERLINE"},{"from":30.0,"judgement":"ABNORMAL"}]', '18.5–24.9', 1),
  ('2026.1', '1900-01-01', 'BP_SYSTOLIC', 'A', '수축기 혈압', 'mmHg', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":120,"judgement":"BORDERLINE"},{"from":140,"judgement":"ABNORMAL"}]', '120 미만', 2),
  ('2026.1', '1900-01-01', 'BP_DIASTOLIC', 'A', '이완기 혈압', 'mmHg', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":80,"judgement":"BORDERLINE"},{"from":90,"judgement":"ABNORMAL"}]', '80 미만', 3),
  ('2026.1', '1900-01-01', 'GLUCOSE', 'A', '공복혈당', 'mg/dL', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":100,"judgement":"BORDERLINE"},{"from":126,"judgement":"ABNORMAL"}]', '100 미만', 4),
  ('2026.1', '1900-01-01', 'TOTAL_CHOLESTEROL', 'A', '총콜레스테롤', 'mg/dL', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":200,"judgement":"BORDERLINE"},{"from":240,"judgement":"ABNORMAL"}]', '200 미만', 5),
  ('2026.1', '1900-01-01', 'HDL', 'A', 'HDL 콜레스테롤', 'mg/dL', 0, NULL, '[{"from":null,"judgement":"ABNORMAL"},{"from":40,"judgement":"BORDERLINE"},{"from":60,"judgement":"NORMAL"}]', '60 이상', 6),
  ('2026.1', '1900-01-01', 'TRIGLYCERIDES', 'A', '중성지방', 'mg/dL', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":150,"judgement":"BORDERLINE"},{"from":200,"judgement":"ABNORMAL"}]', '150 미만', 7),
  ('2026.1', '1900-01-01', 'LDL', 'A', 'LDL 콜레스테롤', 'mg/dL', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":130,"judgement":"BORDERLINE"},{"from":160,"judgement":"ABNORMAL"}]', '130 미만', 8),
  ('2026.1', '1900-01-01', 'AST', 'A', 'AST(SGOT)', 'IU/L', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":41,"judgement":"BORDERLINE"},{"from":51,"judgement":"ABNORMAL"}]', '40 이하', 9),
  ('2026.1', '1900-01-01', 'ALT', 'A', 'ALT(SGPT)', 'IU/L', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":36,"judgement":"BORDERLINE"},{"from":46,"judgement":"ABNORMAL"}]', '35 이하', 10),
  ('2026.1', '1900-01-01', 'GGT', 'M', '감마지티피(γ-GTP)', 'IU/L', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":64,"judgement":"BORDERLINE"},{"from":78,"judgement":"ABNORMAL"}]', '63 이하', 11),
  ('2026.1', '1900-01-01', 'GGT', 'F', '감마지티피(γ-GTP)', 'IU/L', 0, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":36,"judgement":"BORDERLINE"},{"from":46,"judgement":"ABNORMAL"}]', '35 이하', 11),
  ('2026.1', '1900-01-01', 'HEMOGLOBIN', 'M', '혈색소', 'g/dL', 1, NULL, '[{"from":null,"judgement":"ABNORMAL"},{"from":12.0,"judgement":"BORDERLINE"},{"from":13.0,"judgement":"NORMAL"}]', '13.0 이상', 12),
  ('2026.1', '1900-01-01', 'HEMOGLOBIN', 'F', '혈색소', 'g/dL', 1, NULL, '[{"from":null,"judgement":"ABNORMAL"},{"from":10.0,"judgement":"BORDERLINE"},{"from":12.0,"judgement":"NORMAL"}]', '12.0 이상', 12),
  ('2026.1', '1900-01-01', 'CREATININE', 'A', '혈청 크레아티닌', 'mg/dL', 2, NULL, '[{"from":null,"judgement":"NORMAL"},{"from":1.51,"judgement":"ABNORMAL"}]', '1.5 이하', 13),
  ('2026.1', '1900-01-01', 'EGFR', 'A', '신사구체여과율(e-GFR)', 'mL/min/1.73m²', 1, NULL, '[{"from":null,"judgement":"ABNORMAL"},{"from":60,"judgement":"NORMAL"}]', '60 이상', 14),
  ('2026.1', '1900-01-01', 'URINE_PROTEIN', 'A', '요단백', '', 0, '["-","±","+1","+2","+3","+4"]', '[{"from":null,"judgement":"NORMAL"},{"from":1,"judgement":"BORDERLINE"},{"from":2,"judgement":"ABNORMAL"}]', '음성(-)', 15);
