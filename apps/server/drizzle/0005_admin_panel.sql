-- The admin search's trigram index (users_search_text_trgm_idx). pg_trgm is a trusted extension:
-- the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "pipeline_main_task_activities" (
	"pipeline_main_task_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "pipeline_main_task_activities_pipeline_main_task_id_activity_id_pk" PRIMARY KEY("pipeline_main_task_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("users"."first_name" || ' ' || "users"."last_name" || ' ' || coalesce("users"."company", '') || ' ' || "users"."email" || ' ' || coalesce("users"."phone", ''), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_main_task_activities" ADD CONSTRAINT "pipeline_main_task_activities_pipeline_main_task_id_pipeline_main_tasks_id_fk" FOREIGN KEY ("pipeline_main_task_id") REFERENCES "public"."pipeline_main_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_main_task_activities" ADD CONSTRAINT "pipeline_main_task_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_activity_key" ON "reviews" USING btree ("order_activity_id");--> statement-breakpoint
CREATE INDEX "users_role_first_name_idx" ON "users" USING btree ("role","first_name","id");--> statement-breakpoint
CREATE INDEX "users_role_last_name_idx" ON "users" USING btree ("role","last_name","id");--> statement-breakpoint
CREATE INDEX "users_role_company_idx" ON "users" USING btree ("role","company","id");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);