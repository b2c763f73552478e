CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("state","finished_at");--> statement-breakpoint
CREATE INDEX "freelancers_about_video_key_idx" ON "freelancers" USING btree ("about_video_key");--> statement-breakpoint
CREATE INDEX "pictures_storage_key_idx" ON "pictures" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "pictures_small_storage_key_idx" ON "pictures" USING btree ("small_storage_key");--> statement-breakpoint
CREATE INDEX "videos_storage_key_idx" ON "videos" USING btree ("storage_key");