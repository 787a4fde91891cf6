-- Designs and colour: drops are now written (the add control of spec 002 "Drops", dropManager), so
-- their writes leave a trace like the area's other tables (0020_designs_color_audit.sql).
CREATE TRIGGER drops_audit AFTER INSERT OR UPDATE OR DELETE ON drops
  FOR EACH ROW EXECUTE FUNCTION audit_row('drop', 'id');
