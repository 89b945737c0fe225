-- Round-robin's memory, the latest engine assignment of each consultant for a product, read from the index alone: a batch
-- of the allocation engine read it through orders_portal_created, every order of each consultant (docs/decisions/routing.md).
CREATE INDEX "orders_routing_memory" ON "orders" USING btree ("product_id","portal_id","last_routed_id") WHERE "orders"."last_routed_id" is not null;