-- Product style editor (mfe-admin/README.md "Product style editor"): every change to a product, its
-- treatments, locations, image locations, nested image locations and masks is recorded under the
-- product (subject 'product'); presets under 'location_preset'.
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'id', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER product_treatments_audit AFTER INSERT OR UPDATE OR DELETE ON product_treatments
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_locations_audit AFTER INSERT OR UPDATE OR DELETE ON product_locations
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_image_locations_audit AFTER INSERT OR UPDATE OR DELETE ON product_image_locations
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_nested_image_locations_audit AFTER INSERT OR UPDATE OR DELETE ON product_nested_image_locations
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_image_masks_audit AFTER INSERT OR UPDATE OR DELETE ON product_image_masks
  FOR EACH ROW EXECUTE FUNCTION audit_row('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER location_presets_audit AFTER INSERT OR UPDATE OR DELETE ON location_presets
  FOR EACH ROW EXECUTE FUNCTION audit_row('location_preset', 'id', 'updated_at');
