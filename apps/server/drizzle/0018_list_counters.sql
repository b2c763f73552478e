CREATE TABLE "list_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_active_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "list_counts_name_value_idx" ON "list_counts" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "users_freelancer_name_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."role" = 'FREELANCER';--> statement-breakpoint
CREATE INDEX "users_real_investor_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" = 'INVESTOR' and not "users"."is_mock";--> statement-breakpoint
CREATE INDEX "users_real_investor_active_idx" ON "users" USING btree ("has_active_order","id") WHERE "users"."role" = 'INVESTOR' and not "users"."is_mock";--> statement-breakpoint
-- Issue 29, ADR 009: the exact totals of the admin lists and F1 kept as rows change, and each
-- investor's "has an ACTIVE order". Counters are appended changes, never updated in place: a
-- writer holds no counter row, so parallel registrations neither queue on a hot row nor deadlock
-- over two counters taken in different orders. A counter is the sum of its rows; every 256th
-- change row folds the table into one row per counter (list_counts_fold).
CREATE FUNCTION "list_counts_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One folder at a time (7_231_003: an arbitrary key of ours; the others skip, their rows wait
  -- for the next fold). Only in READ COMMITTED: the DELETE then reads a snapshot taken after the
  -- lock, which holds the previous fold's result; an older snapshot could fold a row twice.
  IF current_setting('transaction_isolation') <> 'read committed'
     OR NOT pg_try_advisory_xact_lock(7231003) THEN
    RETURN;
  END IF;
  -- Rows of transactions still running are invisible here and stay; the fold commits or rolls
  -- back with its transaction, so a reader sees the changes either folded or not, never both.
  WITH "gone" AS (DELETE FROM "list_counts" RETURNING "name", "value")
  INSERT INTO "list_counts" ("name", "value")
    SELECT "name", sum("value") FROM "gone" GROUP BY "name" HAVING sum("value") <> 0;
END;
$$;--> statement-breakpoint
-- Called after appending `appended` rows: folds when their ids crossed a multiple of 256.
CREATE FUNCTION "list_counts_appended"("appended" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "last" bigint;
BEGIN
  IF "appended" = 0 THEN
    RETURN;
  END IF;
  "last" := currval(pg_get_serial_sequence('list_counts', 'id'));
  IF "last" / 256 <> ("last" - "appended") / 256 THEN
    PERFORM "list_counts_fold"();
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_count_name"("role" text, "is_mock" boolean) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'users.' || "role" || CASE WHEN "is_mock" THEN '.temporary' ELSE '' END
$$;--> statement-breakpoint
CREATE FUNCTION "orders_count_name"("status" text, "investor_id" integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'orders.' || "status" || CASE WHEN "investor_id" IS NULL THEN '.detached' ELSE '' END
$$;--> statement-breakpoint
-- users: one row per counter an INSERT or DELETE statement changed (the scale generator's bulk
-- inserts append a handful of rows), two for a row whose role or temporary flag changed.
CREATE FUNCTION "users_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT "users_count_name"("role", "is_mock"), count(*) FROM "new_rows" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT "users_count_name"("role", "is_mock"), -count(*) FROM "old_rows" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counts" ("name", "value") VALUES
    ("users_count_name"(OLD."role", OLD."is_mock"), -1),
    ("users_count_name"(NEW."role", NEW."is_mock"), 1);
  PERFORM "list_counts_appended"(2);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE OF "role", "is_mock" ON "users" FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."is_mock" IS DISTINCT FROM NEW."is_mock")
  EXECUTE FUNCTION "users_count_updated"();--> statement-breakpoint
-- users.has_active_order of the given investors, from their orders. The rows are locked first
-- (in id order) and read by the next statement, whose snapshot therefore holds every change
-- committed by a transaction that held them: two transactions ending an investor's two ACTIVE
-- orders at once cannot both see the other's order still ACTIVE. NO KEY UPDATE does not wait for
-- the KEY SHARE locks that inserting an order takes on its investor.
CREATE FUNCTION "users_refresh_active_order"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "users" SET "has_active_order" = "active"."found"
  FROM (
    SELECT "u"."id", EXISTS (
      SELECT 1 FROM "orders" WHERE "orders"."investor_id" = "u"."id" AND "orders"."status" = 'ACTIVE'
    ) AS "found"
    FROM "users" "u" WHERE "u"."id" = ANY("ids")
  ) AS "active"
  WHERE "users"."id" = "active"."id" AND "users"."has_active_order" <> "active"."found";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT "orders_count_name"("status", "investor_id"), count(*) FROM "new_rows" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  -- A new ACTIVE order can only set the flag: no need to read the investor's other orders.
  UPDATE "users" SET "has_active_order" = true
  WHERE "id" IN (SELECT "investor_id" FROM "new_rows" WHERE "status" = 'ACTIVE')
    AND NOT "has_active_order";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "list_counts" ("name", "value")
    SELECT "orders_count_name"("status", "investor_id"), -count(*) FROM "old_rows" GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "list_counts_appended"("appended");
  -- An account's deletion cascades here after its user row is gone: nothing to refresh then.
  PERFORM "users_refresh_active_order"(ARRAY(
    SELECT DISTINCT "investor_id" FROM "old_rows"
    WHERE "status" = 'ACTIVE' AND "investor_id" IS NOT NULL));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "orders_count_name"(OLD."status", OLD."investor_id")
     <> "orders_count_name"(NEW."status", NEW."investor_id") THEN
    INSERT INTO "list_counts" ("name", "value") VALUES
      ("orders_count_name"(OLD."status", OLD."investor_id"), -1),
      ("orders_count_name"(NEW."status", NEW."investor_id"), 1);
    PERFORM "list_counts_appended"(2);
  END IF;
  IF OLD."status" = 'ACTIVE' OR NEW."status" = 'ACTIVE' THEN
    PERFORM "users_refresh_active_order"(ARRAY(
      SELECT DISTINCT "id" FROM unnest(ARRAY[OLD."investor_id", NEW."investor_id"]) AS "ids"("id")
      WHERE "id" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE OF "status", "investor_id" ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."investor_id" IS DISTINCT FROM NEW."investor_id")
  EXECUTE FUNCTION "orders_count_updated"();--> statement-breakpoint
-- The backfill, after the triggers: creating a trigger waits for the tables' writers in flight
-- and holds off new ones until this migration commits, so each row is counted exactly once
-- (here, or later by a trigger).
INSERT INTO "list_counts" ("name", "value")
  SELECT "users_count_name"("role", "is_mock"), count(*) FROM "users" GROUP BY 1;--> statement-breakpoint
INSERT INTO "list_counts" ("name", "value")
  SELECT "orders_count_name"("status", "investor_id"), count(*) FROM "orders" GROUP BY 1;--> statement-breakpoint
UPDATE "users" SET "has_active_order" = true
  WHERE "id" IN (SELECT "investor_id" FROM "orders" WHERE "status" = 'ACTIVE');
