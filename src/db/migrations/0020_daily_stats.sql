CREATE TABLE "daily_stats" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "daily_stats_day_metric_dimension_pk" PRIMARY KEY("day","metric","dimension")
);
--> statement-breakpoint
CREATE INDEX "daily_stats_metric_day" ON "daily_stats" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "leads_created_brin" ON "leads" USING brin ("created_at");