ALTER TABLE "orders" ADD COLUMN "sent_day" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sent_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sent_month" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sent_this_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_routed_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sent" CHECK ("orders"."sent_today" >= 0 and "orders"."sent_this_month" >= "orders"."sent_today");--> statement-breakpoint
-- The counters start from the assignments of the current Korea day and month (those released unconfirmed excluded).
UPDATE "orders" SET
  "sent_day" = to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD'),
  "sent_month" = to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYY-MM'),
  "sent_today" = c.today,
  "sent_this_month" = c.month
FROM (
  SELECT "order_id",
    count(*) FILTER (WHERE "created_at" >= date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul')::int AS today,
    count(*)::int AS month
  FROM "assignments"
  WHERE "created_at" >= date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'
    AND NOT ("ended_at" IS NOT NULL AND "confirmed_at" IS NULL)
  GROUP BY "order_id"
) c
WHERE "orders"."id" = c."order_id" AND "orders"."source" <> 'DISTRIBUTION';--> statement-breakpoint
-- Round-robin's memory moves from the assignments to their orders.
UPDATE "orders" SET "last_routed_id" = r.last_id
FROM (SELECT "order_id", max("id") AS last_id FROM "assignments" WHERE "routed" GROUP BY "order_id") r
WHERE "orders"."id" = r."order_id";--> statement-breakpoint
ALTER TABLE "assignments" DROP COLUMN "routed";
