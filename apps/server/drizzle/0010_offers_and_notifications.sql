CREATE TABLE "notification_email_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "offer_state" text;--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_activities" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "notification_email_opt_outs" ADD CONSTRAINT "notification_email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Assignments made before offers existed were final: they count as accepted, so active orders stay active (ADR 018).
UPDATE "order_activities" SET "offer_state" = 'ACCEPTED', "offered_at" = "created_at", "answered_at" = "created_at" WHERE "freelancer_id" IS NOT NULL;
