CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"name" text NOT NULL,
	"info" text NOT NULL,
	"certificate_type" text DEFAULT 'CERTIFICATE' NOT NULL,
	"date_of_obtaining" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_end_after_start" CHECK ("certificates"."end_date" is null or "certificates"."end_date" >= "certificates"."date_of_obtaining")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"field_of_study" text NOT NULL,
	"institution" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_end_after_start" CHECK ("educations"."end_date" is null or "educations"."end_date" >= "educations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"freelancer_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experiences_end_after_start" CHECK ("work_experiences"."end_date" is null or "work_experiences"."end_date" >= "work_experiences"."start_date")
);
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "info" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_freelancer_idx" ON "certificates" USING btree ("freelancer_id","date_of_obtaining");--> statement-breakpoint
CREATE INDEX "educations_freelancer_idx" ON "educations" USING btree ("freelancer_id","start_date");--> statement-breakpoint
CREATE INDEX "videos_freelancer_created_idx" ON "videos" USING btree ("freelancer_id","created_at");--> statement-breakpoint
CREATE INDEX "work_experiences_freelancer_idx" ON "work_experiences" USING btree ("freelancer_id","start_date");