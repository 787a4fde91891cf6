-- Design requests (mfe-design-requests/README.md): every write of the area leaves a trace
-- (platform/audit.ts, migration 0014). A request, its reference files, its timeline and its staged
-- art uploads are recorded under subject 'design_request'; saved default issues under their own.
CREATE TRIGGER design_requests_audit AFTER INSERT OR UPDATE OR DELETE ON design_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_request', 'id', 'updated_at', 'search_text');
--> statement-breakpoint
CREATE TRIGGER design_request_references_audit AFTER INSERT OR UPDATE OR DELETE ON design_request_references
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_request', 'request_id');
--> statement-breakpoint
CREATE TRIGGER design_request_timeline_audit AFTER INSERT OR UPDATE OR DELETE ON design_request_timeline
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_request', 'request_id');
--> statement-breakpoint
CREATE TRIGGER design_art_uploads_audit AFTER INSERT OR UPDATE OR DELETE ON design_art_uploads
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_request', 'request_id');
--> statement-breakpoint
CREATE TRIGGER art_references_audit AFTER INSERT OR UPDATE OR DELETE ON art_references
  FOR EACH ROW EXECUTE FUNCTION audit_row('art_reference', 'id');
--> statement-breakpoint
CREATE TRIGGER design_issues_audit AFTER INSERT OR UPDATE OR DELETE ON design_issues
  FOR EACH ROW EXECUTE FUNCTION audit_row('design_issue', 'id');
