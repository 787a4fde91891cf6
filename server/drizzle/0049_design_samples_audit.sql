-- Design sample requests and design orders (mfe-design-requests/README.md "Design samples and
-- orders"): every write leaves a trace (platform/audit.ts, migration 0014). A sample request, its
-- timeline entries, prices and files are recorded under 'design_sample'; a design order and its
-- timeline under 'design_order'; vendors under their own.
CREATE TRIGGER design_sample_requests_audit AFTER INSERT OR UPDATE OR DELETE ON design_sample_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_sample', 'id', 'updated_at', 'search_text');
--> statement-breakpoint
CREATE TRIGGER design_sample_timeline_audit AFTER INSERT OR UPDATE OR DELETE ON design_sample_timeline
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_sample', 'sample_id');
--> statement-breakpoint
CREATE TRIGGER design_sample_prices_audit AFTER INSERT OR UPDATE OR DELETE ON design_sample_prices
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_sample', 'sample_id');
--> statement-breakpoint
CREATE TRIGGER design_sample_files_audit AFTER INSERT OR UPDATE OR DELETE ON design_sample_files
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_sample', 'sample_id');
--> statement-breakpoint
CREATE TRIGGER design_orders_audit AFTER INSERT OR UPDATE OR DELETE ON design_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_order', 'id', 'updated_at', 'search_text');
--> statement-breakpoint
CREATE TRIGGER design_order_timeline_audit AFTER INSERT OR UPDATE OR DELETE ON design_order_timeline
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_order', 'order_id');
--> statement-breakpoint
CREATE TRIGGER design_vendors_audit AFTER INSERT OR UPDATE OR DELETE ON design_vendors
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_vendor', 'id');
