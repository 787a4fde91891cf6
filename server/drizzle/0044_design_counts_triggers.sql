-- Keeps design_counts (0043) equal to count(*) of designs per (customer, method, active, stock,
-- showcase), in the transaction of every write to designs: per statement, from the transition
-- tables, so the seed's bulk insert is one upsert and a one-row edit touches at most two counts.
CREATE FUNCTION design_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO design_counts AS c (customer_key, method, active, stock, showcase, n)
      SELECT coalesce(customer_numb, ''), method, active, stock, showcase, count(*)::int FROM new_designs GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (customer_key, method, active, stock, showcase) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE design_counts c SET n = c.n - x.n
      FROM (SELECT coalesce(customer_numb, '') AS customer_key, method, active, stock, showcase, count(*)::int AS n FROM old_designs GROUP BY 1, 2, 3, 4, 5) x
     WHERE (c.customer_key, c.method, c.active, c.stock, c.showcase) = (x.customer_key, x.method, x.active, x.stock, x.showcase);
  ELSE
    INSERT INTO design_counts AS c (customer_key, method, active, stock, showcase, n)
      SELECT customer_key, method, active, stock, showcase, sum(n)::int FROM (
        SELECT coalesce(customer_numb, '') AS customer_key, method, active, stock, showcase, 1 AS n FROM new_designs
        UNION ALL
        SELECT coalesce(customer_numb, ''), method, active, stock, showcase, -1 FROM old_designs
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
      ON CONFLICT (customer_key, method, active, stock, showcase) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER designs_counts_insert AFTER INSERT ON designs
  REFERENCING NEW TABLE AS new_designs FOR EACH STATEMENT EXECUTE FUNCTION design_counts_changed();
--> statement-breakpoint
CREATE TRIGGER designs_counts_update AFTER UPDATE ON designs
  REFERENCING OLD TABLE AS old_designs NEW TABLE AS new_designs FOR EACH STATEMENT EXECUTE FUNCTION design_counts_changed();
--> statement-breakpoint
CREATE TRIGGER designs_counts_delete AFTER DELETE ON designs
  REFERENCING OLD TABLE AS old_designs FOR EACH STATEMENT EXECUTE FUNCTION design_counts_changed();
--> statement-breakpoint
INSERT INTO design_counts (customer_key, method, active, stock, showcase, n)
  SELECT coalesce(customer_numb, ''), method, active, stock, showcase, count(*)::int FROM designs GROUP BY 1, 2, 3, 4, 5;
