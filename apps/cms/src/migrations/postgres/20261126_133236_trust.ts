import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblowing_reports_status" AS ENUM('received', 'acknowledged', 'in-progress', 'closed');
  CREATE TYPE "public"."enum_report_messages_from" AS ENUM('compliance', 'reporter');
  CREATE TYPE "public"."enum_report_access_log_action" AS ENUM('read', 'download', 'update', 'delete');
  CREATE TABLE "report_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"from" "enum_report_messages_from" DEFAULT 'compliance' NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "report_access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"action" "enum_report_access_log_action" NOT NULL,
  	"report" numeric,
  	"file" numeric,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trads_follow_up" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "trads_follow_up_locales" (
  	"follow_up_title" varchar,
  	"follow_up_intro" varchar,
  	"follow_up_contact_link" varchar,
  	"follow_up_code_label" varchar,
  	"follow_up_code_hint" varchar,
  	"follow_up_open" varchar,
  	"follow_up_opening" varchar,
  	"follow_up_rate_limited" varchar,
  	"follow_up_failure" varchar,
  	"follow_up_report_heading" varchar,
  	"follow_up_status_label" varchar,
  	"follow_up_status_received" varchar,
  	"follow_up_status_acknowledged" varchar,
  	"follow_up_status_inprogress" varchar,
  	"follow_up_status_closed" varchar,
  	"follow_up_received_at" varchar,
  	"follow_up_acknowledged_at" varchar,
  	"follow_up_closed_at" varchar,
  	"follow_up_acknowledge_by" varchar,
  	"follow_up_feedback_by" varchar,
  	"follow_up_messages" varchar,
  	"follow_up_no_messages" varchar,
  	"follow_up_from_compliance" varchar,
  	"follow_up_from_reporter" varchar,
  	"follow_up_file_one" varchar,
  	"follow_up_file_many" varchar,
  	"follow_up_reply_heading" varchar,
  	"follow_up_reply_message" varchar,
  	"follow_up_reply_file" varchar,
  	"follow_up_reply_submit" varchar,
  	"follow_up_reply_sent" varchar,
  	"follow_up_leave" varchar,
  	"follow_up_left" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "retention_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_months" numeric DEFAULT 12 NOT NULL,
  	"coworking_months" numeric DEFAULT 12 NOT NULL,
  	"day_months" numeric DEFAULT 12 NOT NULL,
  	"closed_report_months" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "status" "enum_whistleblowing_reports_status" DEFAULT 'received' NOT NULL;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "next_due_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "acknowledged_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "due_order" numeric;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "receipt_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_messages_id" integer;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_heading" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_message" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_code" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_follow" varchar;
  ALTER TABLE "trads_forms_locales" ADD COLUMN "request_sent_report_keep" varchar;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_whistleblowing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblowing_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages_rels" ADD CONSTRAINT "report_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_messages_rels" ADD CONSTRAINT "report_messages_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_access_log" ADD CONSTRAINT "report_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trads_follow_up_locales" ADD CONSTRAINT "trads_follow_up_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trads_follow_up"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "report_messages_report_idx" ON "report_messages" USING btree ("report_id");
  CREATE INDEX "report_messages_author_idx" ON "report_messages" USING btree ("author_id");
  CREATE INDEX "report_messages_updated_at_idx" ON "report_messages" USING btree ("updated_at");
  CREATE INDEX "report_messages_created_at_idx" ON "report_messages" USING btree ("created_at");
  CREATE INDEX "report_messages_rels_order_idx" ON "report_messages_rels" USING btree ("order");
  CREATE INDEX "report_messages_rels_parent_idx" ON "report_messages_rels" USING btree ("parent_id");
  CREATE INDEX "report_messages_rels_path_idx" ON "report_messages_rels" USING btree ("path");
  CREATE INDEX "report_messages_rels_submission_files_id_idx" ON "report_messages_rels" USING btree ("submission_files_id");
  CREATE INDEX "report_access_log_user_idx" ON "report_access_log" USING btree ("user_id");
  CREATE INDEX "report_access_log_report_idx" ON "report_access_log" USING btree ("report");
  CREATE INDEX "report_access_log_file_idx" ON "report_access_log" USING btree ("file");
  CREATE INDEX "report_access_log_updated_at_idx" ON "report_access_log" USING btree ("updated_at");
  CREATE INDEX "report_access_log_created_at_idx" ON "report_access_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "trads_follow_up_locales_locale_parent_id_unique" ON "trads_follow_up_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_messages_fk" FOREIGN KEY ("report_messages_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "whistleblowing_reports_status_idx" ON "whistleblowing_reports" USING btree ("status");
  CREATE INDEX "whistleblowing_reports_next_due_at_idx" ON "whistleblowing_reports" USING btree ("next_due_at");
  CREATE INDEX "whistleblowing_reports_closed_at_idx" ON "whistleblowing_reports" USING btree ("closed_at");
  CREATE INDEX "whistleblowing_reports_due_order_idx" ON "whistleblowing_reports" USING btree ("due_order");
  CREATE UNIQUE INDEX "whistleblowing_reports_receipt_hash_idx" ON "whistleblowing_reports" USING btree ("receipt_hash");
  CREATE INDEX "payload_locked_documents_rels_report_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("report_messages_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "report_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_access_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trads_follow_up" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trads_follow_up_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "report_messages" CASCADE;
  DROP TABLE "report_messages_rels" CASCADE;
  DROP TABLE "report_access_log" CASCADE;
  DROP TABLE "trads_follow_up" CASCADE;
  DROP TABLE "trads_follow_up_locales" CASCADE;
  DROP TABLE "retention_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_messages_fk";
  
  DROP INDEX "whistleblowing_reports_status_idx";
  DROP INDEX "whistleblowing_reports_next_due_at_idx";
  DROP INDEX "whistleblowing_reports_closed_at_idx";
  DROP INDEX "whistleblowing_reports_due_order_idx";
  DROP INDEX "whistleblowing_reports_receipt_hash_idx";
  DROP INDEX "payload_locked_documents_rels_report_messages_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "status";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "next_due_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "acknowledged_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "closed_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "due_order";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "receipt_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_messages_id";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_heading";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_message";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_code";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_follow";
  ALTER TABLE "trads_forms_locales" DROP COLUMN "request_sent_report_keep";
  DROP TYPE "public"."enum_whistleblowing_reports_status";
  DROP TYPE "public"."enum_report_messages_from";
  DROP TYPE "public"."enum_report_access_log_action";`)
}
