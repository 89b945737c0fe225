-- The lists count and page a portal user's leads by index-only scans, which stay index-only only while the visibility
-- map follows the writes. The default thresholds (20% of the rows changed or inserted) grow with the table: on 5
-- million leads a million changes would wait for a vacuum. 1% keeps the map current whatever the table's size.
ALTER TABLE "leads" SET (
  autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.01
);
