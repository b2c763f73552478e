CREATE TABLE "freelancer_languages" (
	"freelancer_id" integer NOT NULL,
	"language" text NOT NULL,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_languages_freelancer_id_language_pk" PRIMARY KEY("freelancer_id","language"),
	CONSTRAINT "freelancer_languages_level_check" CHECK ("freelancer_languages"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"small_storage_key" text,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_scores" (
	"review_id" integer NOT NULL,
	"category" text NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "review_scores_review_id_category_pk" PRIMARY KEY("review_id","category"),
	CONSTRAINT "review_scores_score_check" CHECK ("review_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"author_id" integer,
	"author_first_name" text NOT NULL,
	"author_last_name" text NOT NULL,
	"order_activity_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "main_passion" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "about_video_key" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "working_area" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "working_area_value" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "account_status" text DEFAULT 'LIMITED' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "visibility_status" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancer_languages" ADD CONSTRAINT "freelancer_languages_freelancer_id_freelancers_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_one_per_user_key" ON "pictures" USING btree ("user_id","kind") WHERE "pictures"."kind" in ('AVATAR', 'BACKGROUND');--> statement-breakpoint
CREATE INDEX "pictures_user_kind_idx" ON "pictures" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "reviews_freelancer_created_idx" ON "reviews" USING btree ("freelancer_id","created_at");