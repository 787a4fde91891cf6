-- Shipping jobs (mfe-orders/README.md "Shipping jobs"), hand-written (drizzle-kit --custom).
-- The list's search matches the job number, job title, quote, PO, customer number and invoices
-- anywhere: one lower-cased text per job, trigram-indexed (pg_trgm, migration 0005). The function
-- is IMMUTABLE so an index can hold it; the query calls it with the same columns.
CREATE OR REPLACE FUNCTION shipping_job_search_text(id integer, job text, quote text, po text, customer text, invoices text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(id::text || ' ' || coalesce(job, '') || ' ' || coalesce(quote, '') || ' ' || coalesce(po, '') || ' ' || coalesce(customer, '') || ' ' || coalesce(array_to_string(invoices, ' '), ''))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shipping_jobs_search_trgm ON shipping_jobs USING gin (shipping_job_search_text(id, job, quote, po, customer_numb, invoices) gin_trgm_ops);
--> statement-breakpoint
-- Every change to a shipping job's head leaves a trace under subject 'shipping_job' (its lines are
-- audited under their order since migration 0014: shipping_job_items_audit).
CREATE TRIGGER shipping_jobs_audit AFTER INSERT OR UPDATE OR DELETE ON shipping_jobs
  FOR EACH ROW EXECUTE FUNCTION audit_row('shipping_job', 'id');
