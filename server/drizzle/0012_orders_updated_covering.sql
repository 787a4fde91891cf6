-- The multi-status lists (Order History, Orders, Other Orders …) walk orders_updated_idx and test
-- each row against the list's status range and the filters. With the columns those tests read in
-- the index (INCLUDE), the walk is an index-only scan that never visits the table: page 40 of
-- Order History with three filters on 237,000 orders went from 75 ms to 36 ms. (drizzle's index
-- builder has no INCLUDE: schema.ts declares the key columns, this migration the rest.)
DROP INDEX IF EXISTS "orders_updated_idx";--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("status", "sub_status", "on_hold", "order_type", "rep_code", "customer_numb", "type", "alloc", "credit", "csr");
