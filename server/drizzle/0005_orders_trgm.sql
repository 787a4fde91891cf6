-- Trigram matching for the order lists' "contains" searches (all, PO): measured on 200,000 orders,
-- a search for a rare text went from a 370 ms sequential scan to under 1 ms (see
-- src/areas/orders/README.md "Speed"). PGlite loads the extension in db/client.ts createPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Keeps order_counts (next migration) equal to count(*) of orders per (rep, status, sub-status,
-- on hold, order type): the list counters read a few hundred summary rows instead of every order.
CREATE OR REPLACE FUNCTION orders_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counts SET n = n - 1
     WHERE rep_code = OLD.rep_code AND status = OLD.status AND sub_status = coalesce(OLD.sub_status, 0)
       AND on_hold = OLD.on_hold AND order_type = OLD.order_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts AS c (rep_code, status, sub_status, on_hold, order_type, n)
    VALUES (NEW.rep_code, NEW.status, coalesce(NEW.sub_status, 0), NEW.on_hold, NEW.order_type, 1)
    ON CONFLICT (rep_code, status, sub_status, on_hold, order_type) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
