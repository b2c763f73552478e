-- Issue 29, ADR 009: the orders of temporary (mock) investors by status as counters of their own,
-- 'orders.<STATUS>.temporary' (also counted in 'orders.<STATUS>'), so that F1 and the order
-- queue's tabs subtract counters instead of joining every temporary investor with their orders on
-- each request (about 1 ms of F1's database time with 500 temporary investors). Kept by the same
-- append-only change rows as migration 0018.
--
-- Exact under concurrency: a trigger of `orders` locks the temporary investors' rows it touches
-- (in id order) before it reads their flag, and a registration (the flag's change) holds the
-- investor's row while it counts the investor's orders: whichever goes second sees what the first
-- committed (each statement of a PL/pgSQL function takes a fresh snapshot in READ COMMITTED).
CREATE FUNCTION "orders_temporary_lock"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = ANY("ids") AND "is_mock" ORDER BY "id" FOR NO KEY UPDATE;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_temporary_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  PERFORM "orders_temporary_lock"(ARRAY(SELECT DISTINCT "investor_id" FROM "new_rows"));
  INSERT INTO "list_counts" ("name", "value")
    SELECT 'orders.' || "n"."status" || '.temporary', count(*)
    FROM "new_rows" "n" JOIN "users" "u" ON "u"."id" = "n"."investor_id"
    WHERE "u"."is_mock" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An account's deletion cascades here after its user row is gone: users_temporary_deleting
-- counted those orders already, and the join no longer finds their investor.
CREATE FUNCTION "orders_temporary_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  PERFORM "orders_temporary_lock"(ARRAY(SELECT DISTINCT "investor_id" FROM "old_rows"));
  INSERT INTO "list_counts" ("name", "value")
    SELECT 'orders.' || "o"."status" || '.temporary', -count(*)
    FROM "old_rows" "o" JOIN "users" "u" ON "u"."id" = "o"."investor_id"
    WHERE "u"."is_mock" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_temporary_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  PERFORM "orders_temporary_lock"(ARRAY[OLD."investor_id", NEW."investor_id"]);
  INSERT INTO "list_counts" ("name", "value")
    SELECT "c"."name", sum("c"."value")
    FROM (VALUES
      ('orders.' || OLD."status" || '.temporary', -1, OLD."investor_id"),
      ('orders.' || NEW."status" || '.temporary', 1, NEW."investor_id")
    ) AS "c"("name", "value", "investor_id")
    JOIN "users" "u" ON "u"."id" = "c"."investor_id"
    WHERE "u"."is_mock" GROUP BY 1 HAVING sum("c"."value") <> 0;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A temporary investor registers (or an account becomes temporary): its orders move. The UPDATE
-- holds the user's row, so an order's trigger that has not locked it yet waits, then sees the new
-- flag.
CREATE FUNCTION "users_temporary_flagged"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT 'orders.' || "status" || '.temporary',
      CASE WHEN NEW."is_mock" THEN count(*) ELSE -count(*) END
    FROM "orders" WHERE "investor_id" = NEW."id" GROUP BY "status";
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Before the row goes (and its orders with it, by the foreign key's cascade).
CREATE FUNCTION "users_temporary_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT 'orders.' || "status" || '.temporary', -count(*)
    FROM "orders" WHERE "investor_id" = OLD."id" GROUP BY "status";
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_temporary_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_temporary_inserted"();--> statement-breakpoint
CREATE TRIGGER "orders_temporary_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_temporary_deleted"();--> statement-breakpoint
CREATE TRIGGER "orders_temporary_update" AFTER UPDATE OF "status", "investor_id" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."investor_id" IS DISTINCT FROM NEW."investor_id")
  EXECUTE FUNCTION "orders_temporary_updated"();--> statement-breakpoint
CREATE TRIGGER "users_temporary_flag" AFTER UPDATE OF "is_mock" ON "users" FOR EACH ROW
  WHEN (OLD."is_mock" IS DISTINCT FROM NEW."is_mock")
  EXECUTE FUNCTION "users_temporary_flagged"();--> statement-breakpoint
CREATE TRIGGER "users_temporary_delete" BEFORE DELETE ON "users" FOR EACH ROW
  WHEN (OLD."is_mock")
  EXECUTE FUNCTION "users_temporary_deleting"();--> statement-breakpoint
-- The backfill, after the triggers (as in migration 0018: each order is counted once).
INSERT INTO "list_counts" ("name", "value")
  SELECT 'orders.' || "orders"."status" || '.temporary', count(*) FROM "orders"
  JOIN "users" ON "users"."id" = "orders"."investor_id"
  WHERE "users"."is_mock" GROUP BY 1;
