import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whistleblowing_reports_status" AS ENUM('received', 'acknowledged', 'in-progress', 'closed');
  CREATE TYPE "public"."enum_report_messages_from" AS ENUM('compliance', 'reporter');
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
  
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "status" "enum_whistleblowing_reports_status" DEFAULT 'received' NOT NULL;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "next_due_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "acknowledged_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "due_order" numeric;
  ALTER TABLE "whistleblowing_reports" ADD COLUMN "receipt_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_messages_id" integer;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_whistleblowing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblowing_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages_rels" ADD CONSTRAINT "report_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_messages_rels" ADD CONSTRAINT "report_messages_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "report_messages_report_idx" ON "report_messages" USING btree ("report_id");
  CREATE INDEX "report_messages_author_idx" ON "report_messages" USING btree ("author_id");
  CREATE INDEX "report_messages_updated_at_idx" ON "report_messages" USING btree ("updated_at");
  CREATE INDEX "report_messages_created_at_idx" ON "report_messages" USING btree ("created_at");
  CREATE INDEX "report_messages_rels_order_idx" ON "report_messages_rels" USING btree ("order");
  CREATE INDEX "report_messages_rels_parent_idx" ON "report_messages_rels" USING btree ("parent_id");
  CREATE INDEX "report_messages_rels_path_idx" ON "report_messages_rels" USING btree ("path");
  CREATE INDEX "report_messages_rels_submission_files_id_idx" ON "report_messages_rels" USING btree ("submission_files_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_messages_fk" FOREIGN KEY ("report_messages_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "whistleblowing_reports_status_idx" ON "whistleblowing_reports" USING btree ("status");
  CREATE INDEX "whistleblowing_reports_next_due_at_idx" ON "whistleblowing_reports" USING btree ("next_due_at");
  CREATE INDEX "whistleblowing_reports_closed_at_idx" ON "whistleblowing_reports" USING btree ("closed_at");
  CREATE INDEX "whistleblowing_reports_due_order_idx" ON "whistleblowing_reports" USING btree ("due_order");
  CREATE UNIQUE INDEX "whistleblowing_reports_receipt_hash_idx" ON "whistleblowing_reports" USING btree ("receipt_hash");
  CREATE INDEX "payload_locked_documents_rels_report_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("report_messages_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "report_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_messages_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "report_messages" CASCADE;
  DROP TABLE "report_messages_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_messages_fk";
  
  DROP INDEX "whistleblowing_reports_status_idx";
  DROP INDEX "whistleblowing_reports_next_due_at_idx";
  DROP INDEX "whistleblowing_reports_closed_at_idx";
  DROP INDEX "whistleblowing_reports_due_order_idx";
  DROP INDEX "whistleblowing_reports_receipt_hash_idx";
  DROP INDEX "payload_locked_documents_rels_report_messages_id_idx";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "status";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "next_due_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "acknowledged_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "closed_at";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "due_order";
  ALTER TABLE "whistleblowing_reports" DROP COLUMN "receipt_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_messages_id";
  DROP TYPE "public"."enum_whistleblowing_reports_status";
  DROP TYPE "public"."enum_report_messages_from";`);
}
