-- A drop's usage (spec 002 "Drops": the catalogue's default sort) is the number of order items whose
-- design carries the drop's code. It was counted on every call (120 ms a page on the benchmark data);
-- these triggers keep drops.usage instead, in the transaction of the write that changes it:
-- order items added or removed (per statement, from the transition tables, so a bulk insert is one
-- update), an item's design changed, a design's code changed, a design added or removed, a drop
-- added or its code changed. The audit trace ignores the counter (it is bookkeeping, not an edit).
CREATE FUNCTION drops_usage_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE drops d SET usage = d.usage + x.n
      FROM (SELECT ds.code, count(*)::int AS n FROM new_items i JOIN designs ds ON ds.id = i.design_id AND ds.variation = i.design_variation
             WHERE ds.code IS NOT NULL GROUP BY ds.code) x
     WHERE d.code = x.code;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE drops d SET usage = d.usage - x.n
      FROM (SELECT ds.code, count(*)::int AS n FROM old_items i JOIN designs ds ON ds.id = i.design_id AND ds.variation = i.design_variation
             WHERE ds.code IS NOT NULL GROUP BY ds.code) x
     WHERE d.code = x.code;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_drops_usage_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION drops_usage_items_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_drops_usage_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION drops_usage_items_changed();
--> statement-breakpoint
CREATE FUNCTION drops_usage_item_design_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drops d SET usage = d.usage - 1
    FROM designs ds WHERE ds.id = OLD.design_id AND ds.variation = OLD.design_variation AND d.code = ds.code;
  UPDATE drops d SET usage = d.usage + 1
    FROM designs ds WHERE ds.id = NEW.design_id AND ds.variation = NEW.design_variation AND d.code = ds.code;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_drops_usage_update AFTER UPDATE OF design_id, design_variation ON order_items
  FOR EACH ROW WHEN (OLD.design_id IS DISTINCT FROM NEW.design_id OR OLD.design_variation IS DISTINCT FROM NEW.design_variation)
  EXECUTE FUNCTION drops_usage_item_design_changed();
--> statement-breakpoint
CREATE FUNCTION drops_usage_design_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items int;
BEGIN
  SELECT count(*)::int INTO items FROM order_items i
   WHERE i.design_id = coalesce(NEW.id, OLD.id) AND i.design_variation = coalesce(NEW.variation, OLD.variation);
  IF items = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.code IS NOT NULL THEN
    UPDATE drops SET usage = usage - items WHERE code = OLD.code;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.code IS NOT NULL THEN
    UPDATE drops SET usage = usage + items WHERE code = NEW.code;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER designs_drops_usage_code AFTER UPDATE OF code ON designs
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION drops_usage_design_changed();
--> statement-breakpoint
CREATE TRIGGER designs_drops_usage_insert AFTER INSERT ON designs
  FOR EACH ROW WHEN (NEW.code IS NOT NULL) EXECUTE FUNCTION drops_usage_design_changed();
--> statement-breakpoint
CREATE TRIGGER designs_drops_usage_delete AFTER DELETE ON designs
  FOR EACH ROW WHEN (OLD.code IS NOT NULL) EXECUTE FUNCTION drops_usage_design_changed();
--> statement-breakpoint
CREATE FUNCTION drops_usage_of_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*)::int INTO NEW.usage FROM order_items i JOIN designs ds ON ds.id = i.design_id AND ds.variation = i.design_variation
   WHERE ds.code = NEW.code;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER drops_usage_on_write BEFORE INSERT OR UPDATE OF code ON drops
  FOR EACH ROW EXECUTE FUNCTION drops_usage_of_drop();
--> statement-breakpoint
DROP TRIGGER drops_audit ON drops;
--> statement-breakpoint
CREATE TRIGGER drops_audit AFTER INSERT OR UPDATE OR DELETE ON drops
  FOR EACH ROW EXECUTE FUNCTION audit_row('drop', 'id', 'usage');
--> statement-breakpoint
UPDATE drops d SET usage = (SELECT count(*)::int FROM order_items i JOIN designs ds ON ds.id = i.design_id AND ds.variation = i.design_variation WHERE ds.code = d.code);
