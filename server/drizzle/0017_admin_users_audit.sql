-- Administration (mfe-admin/README.md): changes to users (User Access grants and withdraws access
-- flags) leave a trace like every other write (platform/audit.ts, migration 0014): one audit_log row
-- per changed user, under subject 'user'. The password hash is a secret and never recorded.
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'id', 'password_hash');
