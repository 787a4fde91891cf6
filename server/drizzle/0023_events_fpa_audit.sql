-- Events and employee pricing (mfe-events-fpa/README.md): every change leaves a trace like every
-- other write (platform/audit.ts, migration 0014). Employee pricing under subject 'employee' (the
-- store password is a secret and never recorded); drafted contests under 'drafted_contest', their
-- organizations and sponsors under their own subjects.
CREATE TRIGGER fpa_employees_audit AFTER INSERT OR UPDATE OR DELETE ON fpa_employees
  FOR EACH ROW EXECUTE FUNCTION audit_row('employee', 'id', 'password', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER fpa_allowances_audit AFTER INSERT OR UPDATE OR DELETE ON fpa_allowances
  FOR EACH ROW EXECUTE FUNCTION audit_row('employee', 'employee_id');
--> statement-breakpoint
CREATE TRIGGER fpa_discounts_audit AFTER INSERT OR UPDATE OR DELETE ON fpa_discounts
  FOR EACH ROW EXECUTE FUNCTION audit_row('employee', 'employee_id');
--> statement-breakpoint
CREATE TRIGGER drafted_organizations_audit AFTER INSERT OR UPDATE OR DELETE ON drafted_organizations
  FOR EACH ROW EXECUTE FUNCTION audit_row('drafted_organization', 'id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER drafted_sponsors_audit AFTER INSERT OR UPDATE OR DELETE ON drafted_sponsors
  FOR EACH ROW EXECUTE FUNCTION audit_row('drafted_sponsor', 'id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER drafted_contests_audit AFTER INSERT OR UPDATE OR DELETE ON drafted_contests
  FOR EACH ROW EXECUTE FUNCTION audit_row('drafted_contest', 'id', 'updated_at');
