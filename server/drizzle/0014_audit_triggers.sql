-- Every write leaves a trace (platform/audit.ts): after each inserted, updated or deleted row of an
-- audited table, one audit_log row with who (portal.actor, set by auditAs() in the write's
-- transaction; null for the system), when (portal.at, the app's clock; else now()), the record
-- people look at (TG_ARGV[0] subject, TG_ARGV[1] the column holding its id) and what changed
-- (update: { column: [before, after] } of the changed columns; insert/delete: the row). Columns
-- named after TG_ARGV[1] are bookkeeping (updated_at, search_text, …) or secret (the approval
-- link's id) and never recorded.
-- The seed turns it off for its own transaction (portal.audit = 'off').
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  ignored text[] := coalesce(TG_ARGV[2:], '{}');
  changes jsonb;
BEGIN
  IF current_setting('portal.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_array(old_row -> n.key, n.value)), '{}'::jsonb) INTO changes
      FROM jsonb_each(new_row) n
     WHERE NOT (n.key = ANY (ignored)) AND n.value IS DISTINCT FROM old_row -> n.key;
    IF changes = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSE
    changes := row_now - ignored;
  END IF;
  INSERT INTO audit_log (at, actor_id, subject, subject_id, table_name, row_id, action, changes)
  VALUES (
    coalesce(nullif(current_setting('portal.at', true), '')::timestamptz, now()),
    nullif(current_setting('portal.actor', true), '')::integer,
    TG_ARGV[0],
    (row_now ->> TG_ARGV[1])::integer,
    TG_TABLE_NAME,
    CASE WHEN row_now ->> 'id' ~ '^[0-9]+$' THEN (row_now ->> 'id')::integer END,
    lower(TG_OP),
    changes
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_audit AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'id', 'updated_at', 'search_text');
--> statement-breakpoint
CREATE TRIGGER order_items_audit AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER order_item_sizes_audit AFTER INSERT OR UPDATE OR DELETE ON order_item_sizes
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER order_charges_audit AFTER INSERT OR UPDATE OR DELETE ON order_charges
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER shipping_job_items_audit AFTER INSERT OR UPDATE OR DELETE ON shipping_job_items
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER order_comments_audit AFTER INSERT OR UPDATE OR DELETE ON order_comments
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER order_approvals_audit AFTER INSERT OR UPDATE OR DELETE ON order_approvals
  FOR EACH ROW EXECUTE FUNCTION audit_row('order', 'order_id', 'id');
--> statement-breakpoint
CREATE TRIGGER returns_audit AFTER INSERT OR UPDATE OR DELETE ON returns
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'id', 'updated_at', 'search_text', 'code_name');
--> statement-breakpoint
CREATE TRIGGER return_items_audit AFTER INSERT OR UPDATE OR DELETE ON return_items
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'return_id');
--> statement-breakpoint
CREATE TRIGGER return_item_sizes_audit AFTER INSERT OR UPDATE OR DELETE ON return_item_sizes
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'return_id');
--> statement-breakpoint
CREATE TRIGGER return_charges_audit AFTER INSERT OR UPDATE OR DELETE ON return_charges
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'return_id');
--> statement-breakpoint
CREATE TRIGGER return_shipping_audit AFTER INSERT OR UPDATE OR DELETE ON return_shipping
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'return_id');
--> statement-breakpoint
CREATE TRIGGER return_comments_audit AFTER INSERT OR UPDATE OR DELETE ON return_comments
  FOR EACH ROW EXECUTE FUNCTION audit_row('return', 'return_id');
--> statement-breakpoint
CREATE TRIGGER templates_audit AFTER INSERT OR UPDATE OR DELETE ON templates
  FOR EACH ROW EXECUTE FUNCTION audit_row('template', 'id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER catalogs_audit AFTER INSERT OR UPDATE OR DELETE ON catalogs
  FOR EACH ROW EXECUTE FUNCTION audit_row('catalog', 'id', 'updated_at');
