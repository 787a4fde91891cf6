-- Trade-show schedule (mfe-admin/README.md "Trade-show schedule"): booking, moving and deleting a
-- meeting leave a trace like every other write (platform/audit.ts, migration 0014), under subject
-- 'trade_show_meeting'.
CREATE TRIGGER trade_show_meetings_audit AFTER INSERT OR UPDATE OR DELETE ON trade_show_meetings
  FOR EACH ROW EXECUTE FUNCTION audit_row('trade_show_meeting', 'id');
