-- Fills order_counts from the orders already there, then keeps it by the trigger (function in 0005).
INSERT INTO order_counts (rep_code, status, sub_status, on_hold, order_type, n)
SELECT rep_code, status, coalesce(sub_status, 0), on_hold, order_type, count(*)::int
  FROM orders GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER orders_count_change
  AFTER INSERT OR DELETE OR UPDATE OF rep_code, status, sub_status, on_hold, order_type ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_change();
