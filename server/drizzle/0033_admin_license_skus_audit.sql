-- License SKU approval (mfe-admin/README.md "License SKU approval"): approvals and enable/disable
-- leave a trace like every other write (platform/audit.ts, migration 0014), under subject 'license_sku'.
CREATE TRIGGER license_skus_audit AFTER INSERT OR UPDATE OR DELETE ON license_skus
  FOR EACH ROW EXECUTE FUNCTION audit_row('license_sku', 'id');
