ALTER TABLE "order_activities" DROP CONSTRAINT "order_activities_previous_freelancer_id_users_id_fk";
