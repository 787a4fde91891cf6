-- Keeps return_counts (migration 0008) equal to count(*) of returns per (rep, status, sub-status,
-- code, CSR): returnsV2's totalCount sums a few hundred of these rows instead of counting every
-- return (see mfe-returns/README.md "Speed"). A return without a CSR counts under ''.
CREATE OR REPLACE FUNCTION returns_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE return_counts SET n = n - 1
     WHERE rep_code = OLD.rep_code AND status = OLD.status AND sub_status = OLD.sub_status
       AND code_id = OLD.code_id AND csr = coalesce(OLD.csr, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO return_counts AS c (rep_code, status, sub_status, code_id, csr, n)
    VALUES (NEW.rep_code, NEW.status, NEW.sub_status, NEW.code_id, coalesce(NEW.csr, ''), 1)
    ON CONFLICT (rep_code, status, sub_status, code_id, csr) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Returns already there (a database seeded before this migration) are counted once.
INSERT INTO return_counts (rep_code, status, sub_status, code_id, csr, n)
SELECT rep_code, status, sub_status, code_id, coalesce(csr, ''), count(*)::int
  FROM returns GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER returns_count_change
  AFTER INSERT OR DELETE OR UPDATE OF rep_code, status, sub_status, code_id, csr ON returns
  FOR EACH ROW EXECUTE FUNCTION returns_count_change();
