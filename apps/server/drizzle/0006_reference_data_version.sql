-- The version of the reference data (docs/adr/010-reference-data-cache.md): one row, bumped in
-- the writing transaction by any statement on a table the dictionary routes answer from. Every
-- instance caches the dictionaries with the version it read and re-reads this row at most once
-- a second, so a re-seed by another instance (a newer deploy) reaches all of them.
-- `seed_fingerprint` is the hash of the start-up seed last applied (features/reference-data/seed),
-- so that an unchanged start writes nothing. Not in the Drizzle schema on purpose: only raw SQL
-- (src/lib/reference-cache.ts, the seed) reads it.
CREATE TABLE "reference_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL,
	"seed_fingerprint" text
);--> statement-breakpoint
INSERT INTO "reference_data_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_reference_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "reference_data_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement level: one bump per statement, however many rows it touched (also none).
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY[
		'specializations', 'working_hours', 'income_goals', 'industries', 'sub_industries',
		'types_of_sales', 'sectors', 'activities', 'sales_tools', 'activity_destinies',
		'organization_stages', 'go_to_market_strategies', 'business_types', 'investor_roles',
		'employee_count_ranges', 'countries', 'states', 'languages', 'pipelines',
		'pipeline_main_tasks', 'company_sizes', 'buyer_persons'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER "reference_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE '
			'ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_data_version"()',
			t
		);
	END LOOP;
END
$$;
