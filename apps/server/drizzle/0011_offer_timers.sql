ALTER TABLE "order_activities" ADD COLUMN "previous_freelancer_id" integer;--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_previous_freelancer_id_users_id_fk" FOREIGN KEY ("previous_freelancer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_activities_waiting_offers_idx" ON "order_activities" USING btree ("offered_at") WHERE "order_activities"."offer_state" = 'OFFERED';