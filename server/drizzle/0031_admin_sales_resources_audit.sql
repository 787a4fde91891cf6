-- Sales resources (mfe-admin/README.md "Sales resources"): uploads, edits and deletions leave a
-- trace like every other write (platform/audit.ts, migration 0014), under subject 'sales_resource'.
CREATE TRIGGER sales_resources_audit AFTER INSERT OR UPDATE OR DELETE ON sales_resources
  FOR EACH ROW EXECUTE FUNCTION audit_row('sales_resource', 'id');
