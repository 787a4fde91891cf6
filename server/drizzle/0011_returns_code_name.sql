-- returns.code_name holds the name of the return's code, so that the returns list sorts by the
-- name the Return Code column shows (not the code's id) on an index. Kept by two triggers: a
-- return takes its code's name when written, and renaming a code renames it on its returns.
ALTER TABLE "returns" ADD COLUMN "code_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE returns r SET code_name = c.code FROM return_codes c WHERE c.id = r.code_id;--> statement-breakpoint
CREATE INDEX "returns_code_name_created_idx" ON "returns" USING btree ("code_name","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION returns_code_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.code_name := coalesce((SELECT code FROM return_codes WHERE id = NEW.code_id), '');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER returns_code_name
  BEFORE INSERT OR UPDATE OF code_id ON returns
  FOR EACH ROW EXECUTE FUNCTION returns_code_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION return_codes_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE returns SET code_name = NEW.code WHERE code_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER return_codes_rename
  AFTER UPDATE OF code ON return_codes
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION return_codes_rename();
