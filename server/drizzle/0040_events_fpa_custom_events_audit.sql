-- Custom events (mfe-events-fpa/README.md "Custom events"): every change to an event, its
-- categories, options, addresses, store orders, stock holds and production orders is recorded under
-- subject 'custom_event' (platform/audit.ts, migration 0014). The store password is never recorded.
CREATE TRIGGER custom_events_audit AFTER INSERT OR UPDATE OR DELETE ON custom_events
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'id', 'password', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER custom_event_categories_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_categories
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER custom_event_options_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_options
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER custom_event_addresses_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_addresses
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER custom_event_orders_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id', 'token');
--> statement-breakpoint
CREATE TRIGGER custom_event_stock_holds_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_stock_holds
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER custom_event_production_orders_audit AFTER INSERT OR UPDATE OR DELETE ON custom_event_production_orders
  FOR EACH ROW EXECUTE FUNCTION audit_row('custom_event', 'event_id');
