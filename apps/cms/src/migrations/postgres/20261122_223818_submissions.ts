import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_requests_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_whistleblowing_reports_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_coworking_requests_locale" AS ENUM('fr', 'en', 'es', 'de');
  CREATE TYPE "public"."enum_submission_files_kind" AS ENUM('contact', 'whistleblowing', 'coworking');
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"youare" varchar,
  	"values" jsonb NOT NULL,
  	"locale" "enum_contact_requests_locale" NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "whistleblowing_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subsidiary" varchar,
  	"values" jsonb NOT NULL,
  	"locale" "enum_whistleblowing_reports_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whistleblowing_reports_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "coworking_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"values" jsonb NOT NULL,
  	"locale" "enum_coworking_requests_locale" NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submission_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_submission_files_kind" NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whistleblowing_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coworking_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_files_id" integer;
  ALTER TABLE "contact_requests_rels" ADD CONSTRAINT "contact_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests_rels" ADD CONSTRAINT "contact_requests_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_reports_rels" ADD CONSTRAINT "whistleblowing_reports_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."whistleblowing_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whistleblowing_reports_rels" ADD CONSTRAINT "whistleblowing_reports_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "contact_requests_rels_order_idx" ON "contact_requests_rels" USING btree ("order");
  CREATE INDEX "contact_requests_rels_parent_idx" ON "contact_requests_rels" USING btree ("parent_id");
  CREATE INDEX "contact_requests_rels_path_idx" ON "contact_requests_rels" USING btree ("path");
  CREATE INDEX "contact_requests_rels_submission_files_id_idx" ON "contact_requests_rels" USING btree ("submission_files_id");
  CREATE INDEX "whistleblowing_reports_updated_at_idx" ON "whistleblowing_reports" USING btree ("updated_at");
  CREATE INDEX "whistleblowing_reports_created_at_idx" ON "whistleblowing_reports" USING btree ("created_at");
  CREATE INDEX "whistleblowing_reports_rels_order_idx" ON "whistleblowing_reports_rels" USING btree ("order");
  CREATE INDEX "whistleblowing_reports_rels_parent_idx" ON "whistleblowing_reports_rels" USING btree ("parent_id");
  CREATE INDEX "whistleblowing_reports_rels_path_idx" ON "whistleblowing_reports_rels" USING btree ("path");
  CREATE INDEX "whistleblowing_reports_rels_submission_files_id_idx" ON "whistleblowing_reports_rels" USING btree ("submission_files_id");
  CREATE INDEX "coworking_requests_updated_at_idx" ON "coworking_requests" USING btree ("updated_at");
  CREATE INDEX "coworking_requests_created_at_idx" ON "coworking_requests" USING btree ("created_at");
  CREATE INDEX "submission_files_updated_at_idx" ON "submission_files" USING btree ("updated_at");
  CREATE INDEX "submission_files_created_at_idx" ON "submission_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_files_filename_idx" ON "submission_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whistleblowing_reports_fk" FOREIGN KEY ("whistleblowing_reports_id") REFERENCES "public"."whistleblowing_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coworking_requests_fk" FOREIGN KEY ("coworking_requests_id") REFERENCES "public"."coworking_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_whistleblowing_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("whistleblowing_reports_id");
  CREATE INDEX "payload_locked_documents_rels_coworking_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("coworking_requests_id");
  CREATE INDEX "payload_locked_documents_rels_submission_files_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whistleblowing_reports_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coworking_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "contact_requests_rels" CASCADE;
  DROP TABLE "whistleblowing_reports" CASCADE;
  DROP TABLE "whistleblowing_reports_rels" CASCADE;
  DROP TABLE "coworking_requests" CASCADE;
  DROP TABLE "submission_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whistleblowing_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coworking_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_whistleblowing_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_coworking_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whistleblowing_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coworking_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_files_id";
  DROP TYPE "public"."enum_contact_requests_locale";
  DROP TYPE "public"."enum_whistleblowing_reports_locale";
  DROP TYPE "public"."enum_coworking_requests_locale";
  DROP TYPE "public"."enum_submission_files_kind";`)
}
