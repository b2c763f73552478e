-- Issue 29, ADR 009: the admin search per role through a trigram index of that role's rows (an
-- investor's search no longer reads the freelancers' posting lists nor rechecks their rows), and
-- the freelancers per mail domain as exact counters, so that the total of a search for '@wp.pl'
-- is a sum over the domains of its range rather than a count of 14,000 index entries.
CREATE TABLE "email_domain_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain" text COLLATE "C" NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "users_freelancer_domain_idx";--> statement-breakpoint
CREATE INDEX "email_domain_counts_domain_value_idx" ON "email_domain_counts" USING btree ("domain","value");--> statement-breakpoint
CREATE INDEX "users_freelancer_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'FREELANCER';--> statement-breakpoint
CREATE INDEX "users_investor_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'INVESTOR';--> statement-breakpoint
-- The page of a search for a mail domain walks each domain of the range in the list's default
-- order and stops at the page: the columns it shows ride along (drizzle cannot declare INCLUDE).
CREATE INDEX "users_freelancer_domain_idx" ON "users" USING btree ("email_domain","last_name","first_name","id") INCLUDE ("company","email") WHERE "users"."role" = 'FREELANCER';
--> statement-breakpoint
-- The counters: appended changes, folded every 256th row, as list_counts (migration 0018).
CREATE FUNCTION "email_domain_counts_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One folder at a time (7_231_004, ours; 7_231_003 folds list_counts), only in READ COMMITTED:
  -- see list_counts_fold.
  IF current_setting('transaction_isolation') <> 'read committed'
     OR NOT pg_try_advisory_xact_lock(7231004) THEN
    RETURN;
  END IF;
  WITH "gone" AS (DELETE FROM "email_domain_counts" RETURNING "domain", "value")
  INSERT INTO "email_domain_counts" ("domain", "value")
    SELECT "domain", sum("value") FROM "gone" GROUP BY "domain" HAVING sum("value") <> 0;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "email_domain_counts_appended"("appended" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "last" bigint;
BEGIN
  IF "appended" = 0 THEN
    RETURN;
  END IF;
  "last" := currval(pg_get_serial_sequence('email_domain_counts', 'id'));
  IF "last" / 256 <> ("last" - "appended") / 256 THEN
    PERFORM "email_domain_counts_fold"();
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_domain_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "email_domain_counts" ("domain", "value")
    SELECT "email_domain", count(*) FROM "new_rows" WHERE "role" = 'FREELANCER' GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "email_domain_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_domain_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint;
BEGIN
  INSERT INTO "email_domain_counts" ("domain", "value")
    SELECT "email_domain", -count(*) FROM "old_rows" WHERE "role" = 'FREELANCER' GROUP BY 1;
  GET DIAGNOSTICS "appended" = ROW_COUNT;
  PERFORM "email_domain_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "users_domain_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "appended" bigint := 0;
BEGIN
  IF OLD."role" = 'FREELANCER' THEN
    INSERT INTO "email_domain_counts" ("domain", "value") VALUES (OLD."email_domain", -1);
    "appended" := 1;
  END IF;
  IF NEW."role" = 'FREELANCER' THEN
    INSERT INTO "email_domain_counts" ("domain", "value") VALUES (NEW."email_domain", 1);
    "appended" := "appended" + 1;
  END IF;
  PERFORM "email_domain_counts_appended"("appended");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counted key is (role, email_domain); a generated column is never in an UPDATE's SET list,
-- so the trigger listens to the e-mail it is computed from.
CREATE TRIGGER "users_domain_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_domain_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_domain_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_domain_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_domain_update" AFTER UPDATE OF "role", "email" ON "users" FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."email_domain" IS DISTINCT FROM NEW."email_domain")
  EXECUTE FUNCTION "users_domain_updated"();--> statement-breakpoint
-- After the triggers (CREATE TRIGGER holds off writers until this migration commits), so every
-- freelancer is counted once.
INSERT INTO "email_domain_counts" ("domain", "value")
  SELECT "email_domain", count(*) FROM "users" WHERE "role" = 'FREELANCER' GROUP BY 1;
