CREATE VIEW "public"."users_view" AS (select "id", "email", "name", "user_type", "rep_code", "rep_manager_code", "access", "created_at", "password_hash" is not null as "has_password" from "users");--> statement-breakpoint
CREATE VIEW "public"."csrs_view" AS (select "code", "name", "email" from "csrs");--> statement-breakpoint
CREATE VIEW "public"."customers_view" AS (select "numb", "name", "bill_to_numb", "buying_group", "rep_code", "csr_code", "country", "province" from "customers");--> statement-breakpoint
CREATE VIEW "public"."leagues_view" AS (select "id", "name" from "leagues");--> statement-breakpoint
CREATE VIEW "public"."order_types_view" AS (select "code", "name", "sort_order", "active" from "order_types");--> statement-breakpoint
CREATE VIEW "public"."players_view" AS (select "id", "team_id", "number", "name" from "players");--> statement-breakpoint
CREATE VIEW "public"."reps_view" AS (select "code", "name", "email", "manager_code" from "reps");--> statement-breakpoint
CREATE VIEW "public"."teams_view" AS (select "id", "league_id", "name", "abbreviation" from "teams");--> statement-breakpoint
CREATE VIEW "public"."user_customers_view" AS (select "user_id", "customer_numb" from "user_customers");