-- Order numbers (orders and credit orders) and invoice numbers (INV + number) come from
-- order_number_seq and invoice_number_seq (0015). sync_number_sequences() moves both past the
-- numbers in use (never back): run here for existing data, and by the seed after the demo data
-- (db/seed.ts), which writes its numbers itself.
CREATE OR REPLACE FUNCTION sync_number_sequences() RETURNS void LANGUAGE sql AS $$
  SELECT setval('order_number_seq', greatest(
    coalesce((SELECT max(number) FROM orders), 0),
    (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM order_number_seq),
    100000));
  SELECT setval('invoice_number_seq', greatest(
    coalesce((SELECT max(substr(inv, 4)::bigint) FROM shipping_jobs CROSS JOIN LATERAL unnest(invoices) AS inv WHERE inv ~ '^INV[0-9]{1,15}$'), 0),
    (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM invoice_number_seq),
    699999));
$$;
--> statement-breakpoint
SELECT sync_number_sequences();
