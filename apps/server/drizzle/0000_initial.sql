CREATE TABLE "freelancer_activities" (
	"freelancer_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_activities_freelancer_id_activity_id_pk" PRIMARY KEY("freelancer_id","activity_id"),
	CONSTRAINT "freelancer_activities_level_check" CHECK ("freelancer_activities"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "freelancer_sectors" (
	"freelancer_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_sectors_freelancer_id_sector_id_pk" PRIMARY KEY("freelancer_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_sub_industries" (
	"freelancer_id" integer NOT NULL,
	"sub_industry_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_sub_industries_freelancer_id_sub_industry_id_pk" PRIMARY KEY("freelancer_id","sub_industry_id")
);
--> statement-breakpoint
CREATE TABLE "freelancer_tools" (
	"freelancer_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "freelancer_tools_freelancer_id_tool_id_pk" PRIMARY KEY("freelancer_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "freelancers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"experience_level" text,
	"specialization_id" integer,
	"working_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_hours" text,
	"income_goal" text,
	"type_of_sales" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"activity_destiny" text,
	"organization_stage" text,
	"sales_department" boolean,
	"company_emails" text,
	"go_to_market_strategy" text,
	"business_type" text,
	"investor_role" text,
	"employee_count_range" text,
	"company_site_url" text,
	"company_description" text,
	"privacy_accepted_at" timestamp with time zone,
	"regulations_accepted_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"investor_order_number" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"pipeline_id" integer,
	"admin_id" integer,
	"average_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"info" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_destinies" (
	"name" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"name" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_count_ranges" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "go_to_market_strategies" (
	"name" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_goals" (
	"income_goal" text PRIMARY KEY NOT NULL,
	"range" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_roles" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"language" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_stages" (
	"name" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_name" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"industry_id" integer NOT NULL,
	"name" text NOT NULL,
	"info" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "types_of_sales" (
	"type_of_sales" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"working_hour" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text,
	"phone" text,
	"is_mock" boolean DEFAULT false NOT NULL,
	"is_onboarding_passed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freelancer_activities" ADD CONSTRAINT "freelancer_activities_freelancer_id_freelancers_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_activities" ADD CONSTRAINT "freelancer_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_sectors" ADD CONSTRAINT "freelancer_sectors_freelancer_id_freelancers_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_sectors" ADD CONSTRAINT "freelancer_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_sub_industries" ADD CONSTRAINT "freelancer_sub_industries_freelancer_id_freelancers_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_sub_industries" ADD CONSTRAINT "freelancer_sub_industries_sub_industry_id_sub_industries_id_fk" FOREIGN KEY ("sub_industry_id") REFERENCES "public"."sub_industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_tools" ADD CONSTRAINT "freelancer_tools_freelancer_id_freelancers_user_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_tools" ADD CONSTRAINT "freelancer_tools_tool_id_sales_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."sales_tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_working_hours_working_hours_working_hour_fk" FOREIGN KEY ("working_hours") REFERENCES "public"."working_hours"("working_hour") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_income_goal_income_goals_income_goal_fk" FOREIGN KEY ("income_goal") REFERENCES "public"."income_goals"("income_goal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_type_of_sales_types_of_sales_type_of_sales_fk" FOREIGN KEY ("type_of_sales") REFERENCES "public"."types_of_sales"("type_of_sales") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_activity_destiny_activity_destinies_name_fk" FOREIGN KEY ("activity_destiny") REFERENCES "public"."activity_destinies"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_organization_stage_organization_stages_name_fk" FOREIGN KEY ("organization_stage") REFERENCES "public"."organization_stages"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_go_to_market_strategy_go_to_market_strategies_name_fk" FOREIGN KEY ("go_to_market_strategy") REFERENCES "public"."go_to_market_strategies"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_business_type_business_types_name_fk" FOREIGN KEY ("business_type") REFERENCES "public"."business_types"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_investor_role_investor_roles_name_fk" FOREIGN KEY ("investor_role") REFERENCES "public"."investor_roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_employee_count_range_employee_count_ranges_name_fk" FOREIGN KEY ("employee_count_range") REFERENCES "public"."employee_count_ranges"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_industries" ADD CONSTRAINT "sub_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelancer_activities_activity_id_idx" ON "freelancer_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "freelancer_sectors_sector_id_idx" ON "freelancer_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "freelancer_sub_industries_sub_industry_id_idx" ON "freelancer_sub_industries" USING btree ("sub_industry_id");--> statement-breakpoint
CREATE INDEX "freelancer_tools_tool_id_idx" ON "freelancer_tools" USING btree ("tool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_investor_number_key" ON "orders" USING btree ("investor_id","investor_order_number");--> statement-breakpoint
CREATE INDEX "orders_admin_id_idx" ON "orders" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_token_hash_key" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_user_id_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_code_key" ON "activities" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_code_key" ON "industries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tools_tool_name_key" ON "sales_tools" USING btree ("tool_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sectors_code_key" ON "sectors" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_code_key" ON "specializations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_industries_code_key" ON "sub_industries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sub_industries_industry_id_idx" ON "sub_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_mock_created_at_idx" ON "users" USING btree ("created_at") WHERE "users"."is_mock";--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at");