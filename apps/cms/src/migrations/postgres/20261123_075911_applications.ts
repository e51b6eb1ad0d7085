import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_kind" AS ENUM('job', 'spontaneous');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'in-review', 'interview', 'offer', 'hired', 'rejected');
  CREATE TYPE "public"."enum_applications_locale" AS ENUM('fr', 'en', 'es', 'de');
  ALTER TYPE "public"."enum_submission_files_kind" ADD VALUE 'application';
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_applications_kind" NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"offer_id" integer,
  	"manager_id" integer,
  	"subsidiary_id" integer,
  	"status" "enum_applications_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"values" jsonb NOT NULL,
  	"locale" "enum_applications_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "applications_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "candidates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"lastname" varchar,
  	"firstname" varchar,
  	"phone" varchar,
  	"last_activity_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forms_fields_locales" ADD COLUMN "value" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidates_id" integer;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_subsidiary_id_subsidiaries_id_fk" FOREIGN KEY ("subsidiary_id") REFERENCES "public"."subsidiaries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_rels" ADD CONSTRAINT "applications_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_rels" ADD CONSTRAINT "applications_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_kind_idx" ON "applications" USING btree ("kind");
  CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");
  CREATE INDEX "applications_offer_idx" ON "applications" USING btree ("offer_id");
  CREATE INDEX "applications_manager_idx" ON "applications" USING btree ("manager_id");
  CREATE INDEX "applications_subsidiary_idx" ON "applications" USING btree ("subsidiary_id");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "applications_rels_order_idx" ON "applications_rels" USING btree ("order");
  CREATE INDEX "applications_rels_parent_idx" ON "applications_rels" USING btree ("parent_id");
  CREATE INDEX "applications_rels_path_idx" ON "applications_rels" USING btree ("path");
  CREATE INDEX "applications_rels_submission_files_id_idx" ON "applications_rels" USING btree ("submission_files_id");
  CREATE UNIQUE INDEX "candidates_email_idx" ON "candidates" USING btree ("email");
  CREATE INDEX "candidates_last_activity_at_idx" ON "candidates" USING btree ("last_activity_at");
  CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");
  CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_candidates_id_idx" ON "payload_locked_documents_rels" USING btree ("candidates_id");
  -- A field's value becomes per language: each language starts with the value it had.
  UPDATE "forms_fields_locales" SET "value" = "forms_fields"."value" FROM "forms_fields" WHERE "forms_fields"."id" = "forms_fields_locales"."_parent_id";
  ALTER TABLE "forms_fields" DROP COLUMN "value";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "applications_rels" CASCADE;
  DROP TABLE "candidates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidates_fk";
  
  ALTER TABLE "submission_files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_submission_files_kind";
  CREATE TYPE "public"."enum_submission_files_kind" AS ENUM('contact', 'whistleblowing', 'coworking');
  ALTER TABLE "submission_files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_submission_files_kind" USING "kind"::"public"."enum_submission_files_kind";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_candidates_id_idx";
  ALTER TABLE "forms_fields" ADD COLUMN "value" varchar;
  ALTER TABLE "forms_fields_locales" DROP COLUMN "value";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidates_id";
  DROP TYPE "public"."enum_applications_kind";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_locale";`)
}
