ALTER TABLE "orders" ALTER COLUMN "investor_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id");