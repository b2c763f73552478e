CREATE TABLE "order_conversation_freelancers" (
	"order_id" integer NOT NULL,
	"freelancer_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "order_conversation_freelancers_order_id_freelancer_id_pk" PRIMARY KEY("order_id","freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "order_conversation_reads" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"digested_up_to_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_conversation_reads_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer,
	"author_role" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "order_conversation_freelancers" ADD CONSTRAINT "order_conversation_freelancers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversation_freelancers" ADD CONSTRAINT "order_conversation_freelancers_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversation_reads" ADD CONSTRAINT "order_conversation_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversation_reads" ADD CONSTRAINT "order_conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_attachments" ADD CONSTRAINT "order_message_attachments_message_id_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_attachments" ADD CONSTRAINT "order_message_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_conversation_freelancers_freelancer_idx" ON "order_conversation_freelancers" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "order_conversation_reads_user_idx" ON "order_conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_message_attachments_message_id_idx" ON "order_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_message_attachments_order_id_idx" ON "order_message_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_message_attachments_storage_key_idx" ON "order_message_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "order_messages_order_id_idx" ON "order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_messages_author_id_idx" ON "order_messages" USING btree ("author_id");--> statement-breakpoint
-- Every freelancer who holds a service today is a member of its order's conversation.
INSERT INTO "order_conversation_freelancers" ("order_id", "freelancer_id", "joined_at")
SELECT "order_id", "freelancer_id", min(coalesce("offered_at", "created_at"))
FROM "order_activities" WHERE "freelancer_id" IS NOT NULL
GROUP BY "order_id", "freelancer_id";
