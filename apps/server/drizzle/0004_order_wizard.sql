CREATE TABLE "order_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pipeline_main_task_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"period" smallint NOT NULL,
	"start_date" date NOT NULL,
	"description" text NOT NULL,
	"freelancer_id" integer,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_activities_amount_check" CHECK ("order_activities"."amount" >= 1),
	CONSTRAINT "order_activities_period_check" CHECK ("order_activities"."period" in (1, 2, 3, 6))
);
--> statement-breakpoint
CREATE TABLE "product_buyer_persons" (
	"product_id" integer NOT NULL,
	"buyer_person_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_buyer_persons_product_id_buyer_person_id_pk" PRIMARY KEY("product_id","buyer_person_id")
);
--> statement-breakpoint
CREATE TABLE "product_company_sizes" (
	"product_id" integer NOT NULL,
	"company_size" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_company_sizes_product_id_company_size_pk" PRIMARY KEY("product_id","company_size")
);
--> statement-breakpoint
CREATE TABLE "product_sectors" (
	"product_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_sectors_product_id_sector_id_pk" PRIMARY KEY("product_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"investor_product_number" integer NOT NULL,
	"name" text NOT NULL,
	"sub_industry_id" integer NOT NULL,
	"description" text,
	"additional_notes" text,
	"country" text,
	"state" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_one_area_check" CHECK (num_nonnulls("products"."country", "products"."state", "products"."city") = 1)
);
--> statement-breakpoint
CREATE TABLE "buyer_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"target" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_main_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pipeline_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"goal" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "last_product_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_pipeline_main_task_id_pipeline_main_tasks_id_fk" FOREIGN KEY ("pipeline_main_task_id") REFERENCES "public"."pipeline_main_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_buyer_persons" ADD CONSTRAINT "product_buyer_persons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_buyer_persons" ADD CONSTRAINT "product_buyer_persons_buyer_person_id_buyer_persons_id_fk" FOREIGN KEY ("buyer_person_id") REFERENCES "public"."buyer_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_company_sizes" ADD CONSTRAINT "product_company_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_company_sizes" ADD CONSTRAINT "product_company_sizes_company_size_company_sizes_name_fk" FOREIGN KEY ("company_size") REFERENCES "public"."company_sizes"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sectors" ADD CONSTRAINT "product_sectors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sectors" ADD CONSTRAINT "product_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_industry_id_sub_industries_id_fk" FOREIGN KEY ("sub_industry_id") REFERENCES "public"."sub_industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_state_states_state_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("state") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_main_tasks" ADD CONSTRAINT "pipeline_main_tasks_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_activities_order_task_key" ON "order_activities" USING btree ("order_id","pipeline_main_task_id");--> statement-breakpoint
CREATE INDEX "order_activities_freelancer_id_idx" ON "order_activities" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "product_buyer_persons_buyer_person_id_idx" ON "product_buyer_persons" USING btree ("buyer_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_investor_number_key" ON "products" USING btree ("investor_id","investor_product_number");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_persons_code_key" ON "buyer_persons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_main_tasks_code_key" ON "pipeline_main_tasks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pipeline_main_tasks_pipeline_id_idx" ON "pipeline_main_tasks" USING btree ("pipeline_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_activity_id_order_activities_id_fk" FOREIGN KEY ("order_activity_id") REFERENCES "public"."order_activities"("id") ON DELETE set null ON UPDATE no action;