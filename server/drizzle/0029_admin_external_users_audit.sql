-- External users (mfe-admin/README.md "External users"): every change leaves a trace like every
-- other write (platform/audit.ts, migration 0014). The profile and the customers assigned to a user
-- under subject 'user' (with users itself, migration 0017); signup and setup requests under their
-- own subjects. Passwords are secrets and never recorded.
CREATE TRIGGER external_users_audit AFTER INSERT OR UPDATE OR DELETE ON external_users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_customers_audit AFTER INSERT OR UPDATE OR DELETE ON user_customers
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER signup_requests_audit AFTER INSERT OR UPDATE OR DELETE ON signup_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('signup_request', 'id', 'password_hash');
--> statement-breakpoint
CREATE TRIGGER setup_requests_audit AFTER INSERT OR UPDATE OR DELETE ON setup_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row('setup_request', 'id', 'password_hash');
