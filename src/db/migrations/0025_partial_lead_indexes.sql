DROP INDEX "leads_distributed_from";--> statement-breakpoint
DROP INDEX "leads_order";--> statement-breakpoint
CREATE INDEX "leads_distributed_from" ON "leads" USING btree ("last_distributed_from","last_distributed_at") WHERE "leads"."last_distributed_from" is not null;--> statement-breakpoint
CREATE INDEX "leads_order" ON "leads" USING btree ("order_id") WHERE "leads"."order_id" is not null;