import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_skill_test_requests_provider" AS ENUM('built-in', 'http');
  CREATE TYPE "public"."enum_skill_test_requests_locale" AS ENUM('fr', 'en', 'es', 'de');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'erase-expired-candidate-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'erase-expired-candidate-data';
  CREATE TABLE "skill_test_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"technology" varchar NOT NULL,
  	"technology_id" varchar,
  	"sub_technology_id" varchar,
  	"provider" "enum_skill_test_requests_provider" NOT NULL,
  	"url" varchar,
  	"locale" "enum_skill_test_requests_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recruitment_skill_tests" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"technology" varchar NOT NULL,
  	"url_template" varchar NOT NULL
  );
  
  CREATE TABLE "recruitment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recruiters_email" varchar,
  	"retention_rejected_months" numeric DEFAULT 3 NOT NULL,
  	"retention_inactive_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "candidates" ADD COLUMN "withdraw_key" varchar;
  -- Candidates from before: a key for the withdraw link of their next receipt.
  UPDATE "candidates" SET "withdraw_key" = md5(random()::text || "id"::text) WHERE "withdraw_key" IS NULL;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "skill_test_requests_id" integer;
  ALTER TABLE "skill_test_requests" ADD CONSTRAINT "skill_test_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recruitment_skill_tests" ADD CONSTRAINT "recruitment_skill_tests_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recruitment"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "skill_test_requests_candidate_idx" ON "skill_test_requests" USING btree ("candidate_id");
  CREATE INDEX "skill_test_requests_technology_idx" ON "skill_test_requests" USING btree ("technology");
  CREATE INDEX "skill_test_requests_updated_at_idx" ON "skill_test_requests" USING btree ("updated_at");
  CREATE INDEX "skill_test_requests_created_at_idx" ON "skill_test_requests" USING btree ("created_at");
  CREATE INDEX "recruitment_skill_tests_order_idx" ON "recruitment_skill_tests" USING btree ("_order");
  CREATE INDEX "recruitment_skill_tests_parent_id_idx" ON "recruitment_skill_tests" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_skill_test_requests_fk" FOREIGN KEY ("skill_test_requests_id") REFERENCES "public"."skill_test_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_decided_at_idx" ON "applications" USING btree ("decided_at");
  CREATE INDEX "payload_locked_documents_rels_skill_test_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("skill_test_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "skill_test_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recruitment_skill_tests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recruitment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "skill_test_requests" CASCADE;
  DROP TABLE "recruitment_skill_tests" CASCADE;
  DROP TABLE "recruitment" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_skill_test_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "applications_decided_at_idx";
  DROP INDEX "payload_locked_documents_rels_skill_test_requests_id_idx";
  ALTER TABLE "applications" DROP COLUMN "decided_at";
  ALTER TABLE "candidates" DROP COLUMN "withdraw_key";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "skill_test_requests_id";
  DROP TYPE "public"."enum_skill_test_requests_provider";
  DROP TYPE "public"."enum_skill_test_requests_locale";`)
}
