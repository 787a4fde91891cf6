-- Designs and colour (mfe-designs-color/README.md): every write of the area leaves a trace
-- (platform/audit.ts, migration 0014). A design's changes (bulk disable) are recorded under subject
-- 'design' and its integer uid; its colours under their design; swatches under 'swatch'; printer
-- colour mappings under 'printer_color_mapping'. search_text and updated_at are bookkeeping.
CREATE TRIGGER designs_audit AFTER INSERT OR UPDATE OR DELETE ON designs
  FOR EACH ROW EXECUTE FUNCTION audit_row('design', 'uid', 'updated_at', 'search_text');
--> statement-breakpoint
CREATE TRIGGER design_colors_audit AFTER INSERT OR UPDATE OR DELETE ON design_colors
  FOR EACH ROW EXECUTE FUNCTION audit_row('design', 'design_uid');
--> statement-breakpoint
CREATE TRIGGER ai_swatches_audit AFTER INSERT OR UPDATE OR DELETE ON ai_swatches
  FOR EACH ROW EXECUTE FUNCTION audit_row('swatch', 'id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER ai_swatch_libraries_audit AFTER INSERT OR UPDATE OR DELETE ON ai_swatch_libraries
  FOR EACH ROW EXECUTE FUNCTION audit_row('swatch_library', 'id');
--> statement-breakpoint
CREATE TRIGGER printer_color_mappings_audit AFTER INSERT OR UPDATE OR DELETE ON printer_color_mappings
  FOR EACH ROW EXECUTE FUNCTION audit_row('printer_color_mapping', 'id', 'updated_at');
