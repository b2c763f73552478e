ALTER TABLE "order_activities" ADD COLUMN "preferred_freelancer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repeat_of_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status_changed_at" = "created_at";--> statement-breakpoint
-- Every review so far was written through F16 by an admin: they become the guardian's.
ALTER TABLE "reviews" ADD COLUMN "author_type" text DEFAULT 'GUARDIAN' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "author_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_preferred_freelancer_id_users_id_fk" FOREIGN KEY ("preferred_freelancer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_repeat_of_order_id_orders_id_fk" FOREIGN KEY ("repeat_of_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_activities_preferred_freelancer_idx" ON "order_activities" USING btree ("preferred_freelancer_id");--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at","id");--> statement-breakpoint
-- Every status write moves status_changed_at, whichever code path makes it (issue 27's queue).
CREATE FUNCTION "orders_touch_status_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" THEN
    NEW."status_changed_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_changed_at" BEFORE UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_touch_status_changed_at"();