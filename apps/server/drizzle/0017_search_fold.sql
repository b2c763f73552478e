-- The admin search folds accents and case with one letter map (issue 28, ADR 009): the contract's
-- foldForSearch in the API, translate() with the same two strings here (immutable and free of the
-- locale, so PGlite and PostgreSQL store the same text), and the phone as its digits only, which
-- a phone typed in any format is matched against. Dropping the column drops its trigram index,
-- which is built again over the new text. Rewrites every users row once (one table scan).
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate("users"."first_name" || ' ' || "users"."last_name" || ' ' || coalesce("users"."company", '') || ' ' || "users"."email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZĄĆĘŁŃÓŚŹŻąćęłńóśźżÀÁÂÃÄÅàáâãäåĀāÇçČčĎďĐđÈÉÊËèéêëĚěĖėĒēÌÍÎÏìíîïĮįĪīĹĺĽľÑñŇňÒÔÕÖØòôõöøŐőŔŕŘřŠšŞşŤťŢţÙÚÛÜùúûüŮůŰűŲųŪūÝýŸÿŽž', 'abcdefghijklmnopqrstuvwxyzacelnoszzacelnoszzaaaaaaaaaaaaaaccccddddeeeeeeeeeeeeeeiiiiiiiiiiiillllnnnnoooooooooooorrrrssssttttuuuuuuuuuuuuuuuuyyyyzz') || ' ' || regexp_replace(coalesce("users"."phone", ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
